import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { NEWS_TERM_MAX_LENGTH, type NewsFilter, isNewsCategory } from '../domain/news';
import { NEWS_ARTICLES } from '../screens/news/articles';
import { NewsScreen } from '../screens/news/news-screen';

interface NewsSearch {
  q?: string;
  category?: NewsFilter['category'];
}

// Public. The keyword and the category live in the URL, so a filtered view can be shared.
export const Route = createFileRoute('/news')({
  validateSearch: (search: Record<string, unknown>): NewsSearch => {
    const q = typeof search.q === 'string' ? search.q.slice(0, NEWS_TERM_MAX_LENGTH) : '';
    return {
      ...(q.trim() ? { q } : {}),
      ...(isNewsCategory(search.category) ? { category: search.category } : {}),
    };
  },
  component: NewsRoute,
});

function NewsRoute() {
  const { q, category } = Route.useSearch();
  const navigate = useNavigate({ from: '/news' });
  return (
    <NewsScreen
      articles={NEWS_ARTICLES}
      filter={{ term: q, category }}
      onFilterChange={(filter) =>
        void navigate({
          search: {
            ...(filter.term?.trim() ? { q: filter.term.slice(0, NEWS_TERM_MAX_LENGTH) } : {}),
            ...(filter.category ? { category: filter.category } : {}),
          },
          replace: true,
        })
      }
    />
  );
}
