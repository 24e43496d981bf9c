import { type UndecidedContrast, expect, expectAccessible, settledBox, test } from './fixtures';

/**
 * axe cannot compute a contrast over a gradient. The hero's text is white on a gradient from
 * blue.9 (#1864ab, 6.2:1 with white) to indigo.9 (#364fc7, 6.8:1), so every point of it is above
 * 4.5:1.
 */
const HERO_ON_GRADIENT: UndecidedContrast = {
  // The hero section, named by its heading (NEWS_HERO_TITLE_ID in news-screen.tsx).
  selector: 'section[aria-labelledby="news-hero-title"]',
  reason: 'white on a gradient whose stops give 6.2:1 and 6.8:1',
};

test.describe('news and troubleshooting (public)', () => {
  test('an anonymous visitor filters news by term and category, shares the URL, and clears', async ({
    page,
  }) => {
    await page.goto('/news');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Discover The Future Of AI With Us!' }),
    ).toBeVisible();
    const result = page.getByRole('status').filter({ hasText: /article/ });
    await expect(result).toHaveText('11 articles');
    await expect(page.getByRole('article')).toHaveCount(9);
    await expectAccessible(page, { undecidedContrast: [HERO_ON_GRADIENT] });

    await page.getByRole('button', { name: 'View More' }).click();
    await expect(page.getByRole('article')).toHaveCount(11);
    await expect(page.getByRole('button', { name: 'View More' })).toHaveCount(0);

    await page.getByPlaceholder('Enter keywords').fill('policy');
    await expect(result).toHaveText('4 articles for "policy"');
    await expect(page).toHaveURL(/[?&]q=policy/);
    await page.getByRole('button', { name: 'Events & Conferences' }).click();
    await expect(result).toHaveText('1 article for "policy" in Events & Conferences');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page).toHaveURL(/category=Events/);

    // The filtered view survives a reload (the URL carries it).
    await page.reload();
    await expect(result).toHaveText('1 article for "policy" in Events & Conferences');
    await expect(page.getByPlaceholder('Enter keywords')).toHaveValue('policy');
    await expect(page.getByRole('button', { name: 'Events & Conferences' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.getByPlaceholder('Enter keywords').fill('quantum teleportation');
    await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
    await expect(
      page.getByText('Try adjusting your search terms or category filter'),
    ).toBeVisible();
    await expectAccessible(page, { undecidedContrast: [HERO_ON_GRADIENT] });
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(result).toHaveText('11 articles');
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByPlaceholder('Enter keywords')).toHaveValue('');
  });

  test('a shared link opens the filtered view; the grid is one column on a phone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/news?category=AI%20Research%20%26%20Development');
    await expect(page.getByRole('status').filter({ hasText: /article/ })).toHaveText(
      '4 articles in AI Research & Development',
    );
    const grid = page.getByTestId('article-grid').getByRole('article');
    await expect(grid).toHaveCount(2);
    const [first, second] = [await settledBox(grid.nth(0)), await settledBox(grid.nth(1))];
    expect(first.x).toBe(second.x);
    expect(second.y).toBeGreaterThan(first.y);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });

  test('troubleshooting: seven questions, the first open, several open at once, Contact Us', async ({
    page,
  }) => {
    await page.goto('/troubleshooting');
    await expect(page.getByRole('heading', { level: 1, name: 'Troubleshooting' })).toBeVisible();
    const questions = page.locator('button[aria-expanded]');
    await expect(questions).toHaveCount(7);
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'false');
    await expectAccessible(page);

    await page.getByRole('button', { name: "I don't see any grant matches" }).click();
    await page.getByRole('button', { name: 'Where can I get more help?' }).click();
    await expect(page.getByText(/within 24-48 hours/)).toBeVisible();
    await expect(page.getByText(/Wednesdays at 2 PM EST/)).toBeVisible();
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');

    await page.getByRole('button', { name: 'Contact Us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Grantwise support' });
    await expect(dialog.getByRole('link', { name: 'support@grantwise.app' })).toHaveAttribute(
      'href',
      /^mailto:support@grantwise\.app/,
    );
    await expectAccessible(page);
  });
});
