// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  GRID_PAGE_SIZE,
  type NewsArticle,
  filterArticles,
  isNewsCategory,
  layoutArticles,
  resultLine,
} from '../../src/domain/news';
import { NEWS_ARTICLES } from '../../src/screens/news/articles';

const article = (id: string, overrides: Partial<NewsArticle> = {}): NewsArticle => ({
  id,
  title: `Title ${id}`,
  category: 'AI Research & Development',
  date: '2026-01-01',
  image: '/x.svg',
  imageAlt: 'x',
  summary: 'summary',
  tags: ['AI Research & Development'],
  featured: false,
  ...overrides,
});

describe('news filter', () => {
  const policy = article('policy', {
    title: 'New AI Rules',
    category: 'AI Policy & Regulation',
    tags: ['AI Policy & Regulation', 'Compliance'],
  });
  const event = article('event', {
    title: 'Summit',
    category: 'Events & Conferences',
    tags: ['Events & Conferences', 'AI Policy & Regulation'],
  });
  const lab = article('lab', { title: 'Open lab', tags: ['AI Research & Development', 'Climate'] });
  const all = [policy, event, lab];

  it('keeps everything without a term or category', () => {
    expect(filterArticles(all, {})).toEqual(all);
    expect(filterArticles(all, { term: '   ' })).toEqual(all);
  });

  it('matches the title case-insensitively, ignoring surrounding spaces', () => {
    expect(filterArticles(all, { term: '  new ai RULES ' })).toEqual([policy]);
  });

  it('matches the category', () => {
    expect(filterArticles(all, { term: 'conferences' })).toEqual([event]);
  });

  it('matches any tag', () => {
    expect(filterArticles(all, { term: 'CLIMATE' })).toEqual([lab]);
    expect(filterArticles(all, { term: 'compliance' })).toEqual([policy]);
  });

  it('filters the category on tags, not on the category field', () => {
    expect(filterArticles(all, { category: 'AI Policy & Regulation' })).toEqual([policy, event]);
  });

  it('combines term and category', () => {
    expect(filterArticles(all, { term: 'summit', category: 'AI Policy & Regulation' })).toEqual([
      event,
    ]);
    expect(filterArticles(all, { term: 'lab', category: 'AI Policy & Regulation' })).toEqual([]);
  });

  it('knows the categories', () => {
    expect(isNewsCategory('Events & Conferences')).toBe(true);
    expect(isNewsCategory('All Categories')).toBe(false);
    expect(isNewsCategory(3)).toBe(false);
  });
});

describe('result line', () => {
  it('pluralises article', () => {
    expect(resultLine(0, {})).toBe('0 articles');
    expect(resultLine(1, {})).toBe('1 article');
    expect(resultLine(11, {})).toBe('11 articles');
  });

  it('adds the term when one is set', () => {
    expect(resultLine(2, { term: ' robots ' })).toBe('2 articles for "robots"');
    expect(resultLine(1, { term: '   ' })).toBe('1 article');
  });

  it('adds the category when one is chosen', () => {
    expect(resultLine(1, { category: 'Events & Conferences' })).toBe(
      '1 article in Events & Conferences',
    );
  });

  it('adds both, term first', () => {
    expect(resultLine(3, { term: 'grant', category: 'AI Policy & Regulation' })).toBe(
      '3 articles for "grant" in AI Policy & Regulation',
    );
  });
});

describe('layout', () => {
  it('puts the first featured large, at most two more beside it, the rest in the grid', () => {
    const items = [
      article('a'),
      article('f1', { featured: true }),
      article('b'),
      article('f2', { featured: true }),
      article('f3', { featured: true }),
      article('f4', { featured: true }),
    ];
    const layout = layoutArticles(items);
    expect(layout.lead?.id).toBe('f1');
    expect(layout.sidePair.map((x) => x.id)).toEqual(['f2', 'f3']);
    expect(layout.grid.map((x) => x.id)).toEqual(['a', 'b', 'f4']);
  });

  it('works without featured articles', () => {
    const layout = layoutArticles([article('a')]);
    expect(layout).toEqual({ lead: null, sidePair: [], grid: [article('a')] });
  });
});

describe('sample articles', () => {
  it('are eleven, each with an image shipped with the app and its category among its tags', () => {
    expect(NEWS_ARTICLES).toHaveLength(11);
    expect(new Set(NEWS_ARTICLES.map((a) => a.id)).size).toBe(11);
    for (const a of NEWS_ARTICLES) {
      expect(a.image).not.toMatch(/^https?:/);
      expect(a.tags).toContain(a.category);
      expect(a.imageAlt).not.toBe('');
    }
  });

  it('fill the featured area and more than one grid page, so View More has work to do', () => {
    const layout = layoutArticles(NEWS_ARTICLES);
    expect(layout.lead).not.toBeNull();
    expect(layout.sidePair).toHaveLength(2);
    expect(layout.grid.length).toBeGreaterThan(GRID_PAGE_SIZE);
  });
});
