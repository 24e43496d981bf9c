import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { NewsFilter } from '../../src/domain/news';
import { NEWS_ARTICLES } from '../../src/screens/news/articles';
import { NewsScreen } from '../../src/screens/news/news-screen';
import { TroubleshootingScreen } from '../../src/screens/help/troubleshooting-screen';
import { renderScreen } from '../support/render';

function News({ initial = {} }: { initial?: NewsFilter }) {
  const [filter, setFilter] = useState<NewsFilter>(initial);
  return <NewsScreen articles={NEWS_ARTICLES} filter={filter} onFilterChange={setFilter} />;
}

const articleTitles = () =>
  screen
    .queryAllByRole('article')
    .map((article) => within(article).getByRole('heading').textContent);

describe('News screen', () => {
  it('shows the hero, the keyword box and the category buttons', async () => {
    await renderScreen(<News />, { signedInAs: null });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Discover The Future Of AI With Us!' }),
    ).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Enter keywords')).toBeInTheDocument();
    const categories = within(screen.getByRole('group', { name: 'Categories' })).getAllByRole(
      'button',
    );
    expect(categories.map((b) => b.textContent)).toEqual([
      'All Categories',
      'AI Policy & Regulation',
      'Events & Conferences',
      'AI Research & Development',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('11 articles');
  });

  it('shows the featured three and six grid articles, View More shows the rest', async () => {
    const user = userEvent.setup();
    await renderScreen(<News />, { signedInAs: null });
    expect(articleTitles()).toHaveLength(9);
    await user.click(screen.getByRole('button', { name: 'View More' }));
    expect(articleTitles()).toHaveLength(11);
    expect(screen.queryByRole('button', { name: 'View More' })).toBeNull();
  });

  it('filters live by term and category and clears from the empty state', async () => {
    const user = userEvent.setup();
    await renderScreen(<News />, { signedInAs: null });
    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'policy');
    expect(screen.getByRole('status')).toHaveTextContent('4 articles for "policy"');
    await user.click(screen.getByRole('button', { name: 'Events & Conferences' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      '1 article for "policy" in Events & Conferences',
    );
    expect(articleTitles()).toEqual(['Regional AI meetups connect funders with local innovators']);
    expect(screen.getByRole('button', { name: 'Events & Conferences' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'zzz');
    expect(screen.getByRole('heading', { name: 'No articles found' })).toBeInTheDocument();
    expect(
      screen.getByText('Try adjusting your search terms or category filter'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(screen.getByRole('status')).toHaveTextContent('11 articles');
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('');
  });

  it('starts from the filter in the URL', async () => {
    await renderScreen(<News initial={{ term: 'veterans', category: 'Events & Conferences' }} />, {
      signedInAs: null,
    });
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('veterans');
    expect(screen.getByRole('status')).toHaveTextContent(
      '1 article for "veterans" in Events & Conferences',
    );
  });
});

describe('Troubleshooting screen', () => {
  it('has seven questions, the first open, several open at once', async () => {
    const user = userEvent.setup();
    await renderScreen(<TroubleshootingScreen />, { signedInAs: null });
    const questions = screen.getAllByRole('button').filter((b) => b.hasAttribute('aria-expanded'));
    expect(questions).toHaveLength(7);
    expect(questions.map((q) => q.getAttribute('aria-expanded'))).toEqual([
      'true',
      'false',
      'false',
      'false',
      'false',
      'false',
      'false',
    ]);
    await user.click(questions[2]!);
    await user.click(questions[5]!);
    expect(questions[0]).toHaveAttribute('aria-expanded', 'true');
    expect(questions[2]).toHaveAttribute('aria-expanded', 'true');
    expect(questions[5]).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/within 24-48 hours/)).toBeInTheDocument();
    expect(screen.getByText(/Wednesdays at 2 PM EST/)).toBeInTheDocument();
    expect(screen.getByText(/PDF, DOC, DOCX/)).toBeInTheDocument();
  });

  it('Contact Us opens a dialog with the support address', async () => {
    const user = userEvent.setup();
    await renderScreen(<TroubleshootingScreen />, { signedInAs: null });
    expect(
      screen.getByRole('heading', { name: "Haven't found what you need?" }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Contact Us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Grantwise support' });
    expect(within(dialog).getByRole('link', { name: 'support@grantwise.app' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:support@grantwise\.app/),
    );
  });
});
