import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { NEWS_TERM_MAX_LENGTH, isNewsCategory } from '../domain/news';
import { oneOf, searchParams } from '../domain/search-params';
import { NEWS_ARTICLES } from '../screens/news/articles';
import { NewsScreen } from '../screens/news/news-screen';

// Public. The keyword and the category live in the URL, so a filtered view can be shared.
export const Route = createFileRoute('/news')({
  validateSearch: searchParams({
    q: (raw) => {
      const q = typeof raw === 'string' ? raw.slice(0, NEWS_TERM_MAX_LENGTH) : '';
      return q.trim() ? q : undefined;
    },
    category: oneOf(isNewsCategory),
  }),
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
