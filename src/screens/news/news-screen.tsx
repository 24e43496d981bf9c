import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import {
  ALL_CATEGORIES,
  GRID_PAGE_SIZE,
  NEWS_CATEGORIES,
  NEWS_TERM_MAX_LENGTH,
  type NewsArticle,
  type NewsCategory,
  type NewsFilter,
  filterArticles,
  layoutArticles,
  resultLine,
} from '../../domain/news';
import { formatDate } from '../../domain/format';
import classes from './news.module.css';

export const NO_ARTICLES = 'No articles found';

/** The hero's heading, which names its section (white text on the hero's gradient). */
export const NEWS_HERO_TITLE_ID = 'news-hero-title';

const CATEGORY_OPTIONS: { label: string; value?: NewsCategory }[] = [
  { label: ALL_CATEGORIES },
  ...NEWS_CATEGORIES.map((value) => ({ label: value, value })),
];
export const NO_ARTICLES_HINT = 'Try adjusting your search terms or category filter';

function ArticleCard({ article, size }: { article: NewsArticle; size: 'lead' | 'side' | 'grid' }) {
  const lead = size === 'lead';
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="article"
      aria-labelledby={`article-${article.id}`}
      className={classes.card}
      data-size={size}
    >
      <Card.Section>
        <Image src={article.image} alt={article.imageAlt} h={lead ? 380 : 150} fit="cover" />
      </Card.Section>
      <Stack gap={6} mt="md" style={{ flex: 1 }}>
        <Group justify="space-between" gap="xs">
          <Text size="xs" fw={700} c="blue.9" tt="uppercase">
            {article.category}
          </Text>
          <Text size="xs" c="gray.7">
            <time dateTime={article.date}>{formatDate(article.date)}</time>
          </Text>
        </Group>
        <Title order={2} size={lead ? 'h3' : 'h5'} id={`article-${article.id}`}>
          {article.title}
        </Title>
        {size !== 'side' && (
          <Text size="sm" c="gray.7">
            {article.summary}
          </Text>
        )}
        <Group gap={6} mt="auto" pt="xs" aria-label="Tags">
          {article.tags.map((tag) => (
            <Badge key={tag} variant="light" color="blue" c="blue.9" tt="none" fw={500}>
              {tag}
            </Badge>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}

function ArticleGrid({ articles }: { articles: NewsArticle[] }) {
  const [shown, setShown] = useState(GRID_PAGE_SIZE);
  if (articles.length === 0) return null;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" data-testid="article-grid">
        {articles.slice(0, shown).map((article) => (
          <ArticleCard key={article.id} article={article} size="grid" />
        ))}
      </SimpleGrid>
      {shown < articles.length && (
        <Group justify="center">
          <Button variant="default" onClick={() => setShown((n) => n + GRID_PAGE_SIZE)}>
            View More
          </Button>
        </Group>
      )}
    </Stack>
  );
}

export function NewsScreen({
  articles,
  filter,
  onFilterChange,
}: {
  articles: readonly NewsArticle[];
  filter: NewsFilter;
  onFilterChange: (filter: NewsFilter) => void;
}) {
  // The box keeps what is typed (spaces included); the URL follows it.
  const [term, setTerm] = useState(filter.term ?? '');
  useEffect(() => {
    setTerm((typed) => (typed.trim() === (filter.term ?? '').trim() ? typed : (filter.term ?? '')));
  }, [filter.term]);

  const active: NewsFilter = { term, category: filter.category };
  const results = useMemo(
    () => filterArticles(articles, { term, category: filter.category }),
    [articles, term, filter.category],
  );
  const layout = useMemo(() => layoutArticles(results), [results]);
  const hasFilter = term.trim() !== '' || filter.category !== undefined;

  const changeTerm = (value: string) => {
    setTerm(value);
    onFilterChange({ term: value, category: filter.category });
  };
  const clear = () => {
    setTerm('');
    onFilterChange({});
  };

  return (
    <>
      <Box component="section" aria-labelledby={NEWS_HERO_TITLE_ID} className={classes.hero}>
        <Container size="lg" py={48}>
          <Title order={1} id={NEWS_HERO_TITLE_ID} className={classes.heroTitle}>
            Discover The Future Of AI With Us!
          </Title>
          <Text size="lg" mt="sm" className={classes.heroText}>
            Policy, events and research that shape funding for AI projects.
          </Text>
          <TextInput
            mt="lg"
            size="md"
            maw={560}
            type="search"
            label="Search articles"
            labelProps={{ className: classes.heroLabel }}
            placeholder="Enter keywords"
            leftSection={<IconSearch size={18} aria-hidden />}
            maxLength={NEWS_TERM_MAX_LENGTH}
            value={term}
            onChange={(event) => changeTerm(event.currentTarget.value)}
          />
        </Container>
      </Box>
      <Container size="lg" py="xl">
        <Stack gap="lg">
          <Group gap="xs" role="group" aria-label="Categories">
            {CATEGORY_OPTIONS.map(({ label, value }) => {
              const selected = filter.category === value;
              return (
                <Button
                  key={label}
                  radius="xl"
                  size="sm"
                  variant={selected ? 'filled' : 'default'}
                  aria-pressed={selected}
                  onClick={() => onFilterChange({ term, category: value })}
                >
                  {label}
                </Button>
              );
            })}
          </Group>
          <Text fw={500} role="status">
            {resultLine(results.length, active)}
          </Text>
          {results.length === 0 ? (
            <Stack align="center" gap="xs" py="xl" ta="center">
              <Title order={2} size="h3">
                {NO_ARTICLES}
              </Title>
              <Text c="gray.7">{NO_ARTICLES_HINT}</Text>
              {hasFilter && (
                <Button mt="sm" onClick={clear}>
                  Clear Filters
                </Button>
              )}
            </Stack>
          ) : (
            <>
              {layout.lead && (
                <div className={classes.featured} data-has-side={layout.sidePair.length > 0}>
                  <ArticleCard article={layout.lead} size="lead" />
                  {layout.sidePair.length > 0 && (
                    <Stack gap="lg">
                      {layout.sidePair.map((article) => (
                        <ArticleCard key={article.id} article={article} size="side" />
                      ))}
                    </Stack>
                  )}
                </div>
              )}
              <ArticleGrid key={`${term.trim()}|${filter.category ?? ''}`} articles={layout.grid} />
            </>
          )}
        </Stack>
      </Container>
    </>
  );
}
