import { Card, Group, Loader, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { Suspense, lazy } from 'react';
import { notify } from '../../lib/notify';
import classes from './affiliates.module.css';

const ReferralQrCode = lazy(() => import('./referral-qr-code'));

export const LINK_COPIED = 'Referral link copied to clipboard!';
export const LINK_COPY_FAILED = 'Failed to copy link';
export const QR_DOWNLOAD_FAILED = 'Failed to download the QR code';

/** The referral link: the app's own origin plus /register?ref={userId}. */
export function referralLink(origin: string, userId: string): string {
  return `${origin}/register?ref=${encodeURIComponent(userId)}`;
}

export function ReferralQrCard({ link }: { link: string }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb={4}>
        Your QR code
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Print it or share it: scanning it opens your personal sign-up link.
      </Text>
      <Suspense
        fallback={
          <Group justify="center" h={248}>
            <Loader size="sm" role="progressbar" aria-label="Loading QR code" />
          </Group>
        }
      >
        <ReferralQrCode value={link} onDownloadError={() => notify.error(QR_DOWNLOAD_FAILED)} />
      </Suspense>
    </Card>
  );
}

export function ReferralLinkCard({ link }: { link: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      notify.success(LINK_COPIED);
    } catch {
      notify.error(LINK_COPY_FAILED);
    }
  };
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb={4}>
        Your referral link
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Share this link. Everyone who registers through it shows up in your referrals below.
      </Text>
      <Stack gap="xs">
        <UnstyledButton
          className={classes.linkBox}
          onClick={() => void copy()}
          aria-label={`Copy referral link ${link}`}
        >
          <Text size="sm" ff="monospace" className={classes.linkText}>
            {link}
          </Text>
          <IconCopy size={18} aria-hidden className={classes.copyIcon} />
        </UnstyledButton>
        <Text size="xs" c="dimmed">
          Click the link to copy it.
        </Text>
      </Stack>
    </Card>
  );
}
