import { createFileRoute } from '@tanstack/react-router';
import { DEFAULT_HOME_CARD, type HomeCard, isHomeCard } from '../../screens/home/home-cards';
import { HomePending } from '../../screens/home/home-frame';
import { HomeScreen } from '../../screens/home/home-screen';
import { headFirst } from '../../app/first-paint/head-first';
import { oneOf, searchParams } from '../../domain/search-params';

export type { HomeCard };

export const Route = createFileRoute('/_authed/')({
  // The selected card lives in the URL (`/?card=personal`), so a reload or a shared link returns
  // to it; anything else shows the default card.
  validateSearch: searchParams({ card: oneOf(isHomeCard) }),
  loader: ({ context }) => context.logic.home(),
  ...headFirst(HomePending),
  component: HomeRoute,
});

function HomeRoute() {
  const { card } = Route.useSearch();
  return <HomeScreen logic={Route.useLoaderData()} card={card ?? DEFAULT_HOME_CARD} />;
}
