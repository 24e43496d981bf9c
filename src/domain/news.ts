// News: the categories, the live filter and the result line. Pure rules, no React.

export const ALL_CATEGORIES = 'All Categories';

/** The category buttons after All Categories, in the order they are shown. */
export const NEWS_CATEGORIES = [
  'AI Policy & Regulation',
  'Events & Conferences',
  'AI Research & Development',
] as const;

export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

export interface NewsArticle {
  id: string;
  title: string;
  category: NewsCategory;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  /** URL of an image shipped with the app. */
  image: string;
  /** Describes the image for screen readers. */
  imageAlt: string;
  summary: string;
  tags: string[];
  featured: boolean;
}

export interface NewsFilter {
  /** The keyword box; blank means no term. */
  term?: string;
  /** A category; absent means All Categories. */
  category?: NewsCategory;
}

/** The longest keyword a shared URL may carry. */
export const NEWS_TERM_MAX_LENGTH = 200;

export function isNewsCategory(value: unknown): value is NewsCategory {
  return typeof value === 'string' && (NEWS_CATEGORIES as readonly string[]).includes(value);
}

const lower = (value: string) => value.toLocaleLowerCase();

/**
 * Live filtering: the term matches title, category or any tag (case-insensitive, trimmed);
 * the category filter matches on tags.
 */
export function filterArticles(
  articles: readonly NewsArticle[],
  { term, category }: NewsFilter,
): NewsArticle[] {
  const needle = lower((term ?? '').trim());
  const wanted = category ? lower(category) : null;
  return articles.filter((article) => {
    if (wanted && !article.tags.some((tag) => lower(tag) === wanted)) return false;
    if (!needle) return true;
    return (
      lower(article.title).includes(needle) ||
      lower(article.category).includes(needle) ||
      article.tags.some((tag) => lower(tag).includes(needle))
    );
  });
}

/** '1 article', '3 articles for "robots"', '2 articles in Events & Conferences', or both. */
export function resultLine(count: number, { term, category }: NewsFilter): string {
  const trimmed = (term ?? '').trim();
  let line = `${count} ${count === 1 ? 'article' : 'articles'}`;
  if (trimmed) line += ` for "${trimmed}"`;
  if (category) line += ` in ${category}`;
  return line;
}

/** At most this many featured articles sit beside the large one. */
export const SIDE_PAIR_MAX = 2;

export interface NewsLayout {
  lead: NewsArticle | null;
  sidePair: NewsArticle[];
  grid: NewsArticle[];
}

/**
 * The first featured article is shown large, the next featured ones (at most two) as a side
 * pair, and everything else, in the original order, in the grid.
 */
export function layoutArticles(articles: readonly NewsArticle[]): NewsLayout {
  const featured = articles.filter((article) => article.featured);
  const lead = featured[0] ?? null;
  const sidePair = featured.slice(1, 1 + SIDE_PAIR_MAX);
  const placed = new Set([lead, ...sidePair].filter(Boolean));
  return { lead, sidePair, grid: articles.filter((article) => !placed.has(article)) };
}

/** The grid shows this many articles at first; View More shows as many again. */
export const GRID_PAGE_SIZE = 6;
