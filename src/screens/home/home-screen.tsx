import { Box, Button, Grid, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuilding, IconShare, IconUserCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { Deferred } from '../shared/deferred';
import { useSelector } from '../shared/use-selector';
import { type ReactNode, type RefObject, memo, useRef } from 'react';
import type { companyFormMachine } from '../../machines/company-form.machine';
import { type missionsMachine, selectTotalPoints } from '../../machines/missions.machine';
import type { personalInfoMachine } from '../../machines/personal-info.machine';
import { useCurrentUser } from '../../lib/auth-context';
import { HomeFrame } from './home-frame';
import { CompanyForm } from './company-form';
import { DiamondPanel } from './diamond-panel';
import { HOME_CARD_LABELS, HOME_CARDS, type HomeCard } from './home-cards';
import classes from './home.module.css';
import { type MissionsActor, MissionsList } from './missions-list';
import { PersonalInfoForm } from './personal-info-form';
import { WelcomeHeader } from './welcome-header';
import { useInspectedActorRef } from '../shared/use-inspected-actor-ref';

export interface HomeLogic {
  missions: typeof missionsMachine;
  companyForm: typeof companyFormMachine;
  personalInfo: typeof personalInfoMachine;
}

const CARD_DETAILS: Record<HomeCard, { icon: ReactNode; description: string }> = {
  personal: {
    icon: <IconUserCircle size={28} aria-hidden />,
    description: 'Your name and password',
  },
  company: {
    icon: <IconBuilding size={28} aria-hidden />,
    description: 'Your company profile for applications',
  },
  affiliate: {
    icon: <IconShare size={28} aria-hidden />,
    description: 'Your referral link and referrals',
  },
};

function HomeCards({ selected }: { selected: HomeCard }) {
  return (
    <nav aria-label="Home sections">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {HOME_CARDS.map((card) => (
          <Link
            key={card}
            to="/"
            search={{ card }}
            className={classes.card}
            aria-current={card === selected ? 'page' : undefined}
          >
            <Stack gap={4}>
              <Box c="blue.8">{CARD_DETAILS[card].icon}</Box>
              <Text fw={700}>{HOME_CARD_LABELS[card]}</Text>
              <Text size="sm" c="dimmed">
                {CARD_DETAILS[card].description}
              </Text>
            </Stack>
          </Link>
        ))}
      </SimpleGrid>
    </nav>
  );
}

function AffiliatePanel() {
  return (
    <Stack align="flex-start">
      <Title order={2}>Affiliate Dashboard</Title>
      <Text>
        Invite people with your referral link, see who joined and follow your referrals on the
        Affiliate Dashboard.
      </Text>
      <Button component={Link} to="/affiliates">
        Open Affiliate Dashboard
      </Button>
    </Stack>
  );
}

export function HomeScreen({
  logic,
  card,
  today = new Date(),
}: {
  logic: HomeLogic;
  card: HomeCard;
  today?: Date;
}) {
  const user = useCurrentUser();
  const missions = useInspectedActorRef(logic.missions);
  const points = useSelector(missions, selectTotalPoints);
  const pointsKnown = useSelector(missions, (s) => !s.matches('loading') && !s.matches('error'));
  const missionsHeading = useRef<HTMLHeadingElement>(null);

  const goToMissions = () => {
    const heading = missionsHeading.current;
    if (!heading) return;
    // Smoothly, unless the system asks for less motion (read as it is clicked: no listener).
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    heading.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
    heading.focus({ preventScroll: true });
  };

  return (
    <HomeFrame
      header={
        <WelcomeHeader
          user={user}
          points={points}
          pointsKnown={pointsKnown}
          today={today}
          onMyMissions={goToMissions}
        />
      }
    >
      <Deferred>
        <HomeContent
          logic={logic}
          card={card}
          userId={user?.id}
          missions={missions}
          missionsHeading={missionsHeading}
        />
      </Deferred>
    </HomeFrame>
  );
}

/**
 * The cards, the selected form, the missions and the diamond panel: memoized, so the points'
 * arrival renders the header alone, not the whole page in the missions' notification.
 */
const HomeContent = memo(function HomeContent({
  logic,
  card,
  userId,
  missions,
  missionsHeading,
}: {
  logic: HomeLogic;
  card: HomeCard;
  userId: string | undefined;
  missions: MissionsActor;
  missionsHeading: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <>
      <HomeCards selected={card} />
      <Paper withBorder radius="md" p="lg">
        {card === 'personal' && (
          <PersonalInfoForm key={userId ?? 'none'} logic={logic.personalInfo} />
        )}
        {card === 'company' && <CompanyForm logic={logic.companyForm} />}
        {card === 'affiliate' && <AffiliatePanel />}
      </Paper>
      <Grid columns={10} gap="lg">
        <Grid.Col span={{ base: 10, md: 7 }}>
          <MissionsList actor={missions} headingRef={missionsHeading} />
        </Grid.Col>
        <Grid.Col span={{ base: 10, md: 3 }}>
          <DiamondPanel />
        </Grid.Col>
      </Grid>
    </>
  );
});
