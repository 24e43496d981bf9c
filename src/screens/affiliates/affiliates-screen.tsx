import {
  Button,
  Card,
  Container,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { type ComponentProps, useMemo } from 'react';
import { useCurrentUser } from '../../lib/auth-context';
import type { Read } from '../../lib/server-data';
import { AffiliateFaq } from './affiliate-faq';
import { NewsletterBlock } from './newsletter-block';
import { ReferralLinkCard, ReferralQrCard, referralLink } from './referral-cards';
import { ReferralsTable } from './referrals-table';
import type { AffiliateRecord, NewsletterSubscription } from '../../api/schema.gen';

/** The reads the route started for a signed-in user (null for a visitor), and the one call. */
/** The reads the route started (null: signed out, nothing to read) and the write. */
export interface AffiliatesData {
  referrals: Read<AffiliateRecord[]> | null;
  subscriptions: Read<NewsletterSubscription[]> | null;
  subscribe: ComponentProps<typeof NewsletterBlock>['subscribe'];
}

function ProgrammeIntro() {
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="programme-heading"
    >
      <Title order={2} size="h3" id="programme-heading" mb="sm">
        How the affiliate programme works
      </Title>
      <List spacing="xs" size="sm" mb="md">
        <List.Item>Every member gets a personal referral link and a QR code.</List.Item>
        <List.Item>Share them with organisations and people who look for funding.</List.Item>
        <List.Item>
          Everyone who registers through your link appears in your referrals table, with the status,
          registrations and conversions of each referral.
        </List.Item>
      </List>
      <Text size="sm" fw={500} mb="sm">
        Sign in to get your referral link and QR code and to see your referrals.
      </Text>
      <Group>
        <Button
          renderRoot={(props) => (
            <Link {...props} to="/sign-in" search={{ redirect: '/affiliates' }} />
          )}
        >
          Sign In
        </Button>
        <Button variant="default" renderRoot={(props) => <Link {...props} to="/register" />}>
          Register
        </Button>
      </Group>
    </Card>
  );
}

export function AffiliatesScreen({ data }: { data: AffiliatesData }) {
  const user = useCurrentUser();
  const link = useMemo(() => (user ? referralLink(window.location.origin, user.id) : null), [user]);

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <div>
          <Title order={1}>Affiliate Dashboard</Title>
          <Text c="gray.7" mt="xs">
            Invite others to Grantwise and follow every referral you make.
          </Text>
        </div>
        {user && link && data.referrals ? (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              <ReferralQrCard link={link} />
              <ReferralLinkCard link={link} />
            </SimpleGrid>
            <ReferralsTable referrals={data.referrals} />
          </>
        ) : (
          <ProgrammeIntro />
        )}
        <AffiliateFaq />
        <NewsletterBlock
          key={user?.id ?? 'anonymous'}
          subscriptions={data.subscriptions}
          subscribe={data.subscribe}
          signedInAs={user}
        />
      </Stack>
    </Container>
  );
}
