import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { serverMessageOr } from '../../domain/server-message';
import type { components } from '../../api/schema.gen';
import {
  NEWSLETTER_MESSAGES,
  NEWSLETTER_NAME_MAX_LENGTH,
  type NewsletterField,
  type NewsletterForm,
  normaliseNewsletter,
  validateNewsletter,
} from '../../domain/newsletter';
import { type FieldErrors, hasErrors, withoutError } from '../../domain/text';
import { notify } from '../../lib/notify';

type Subscription = components['schemas']['NewsletterSubscription'];

/** Remembers, for anonymous visitors, that this browser subscribed. */
export const NEWSLETTER_STORAGE_KEY = 'grantwise.newsletter.subscribed';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const rememberedHere = () => storage()?.getItem(NEWSLETTER_STORAGE_KEY) === 'true';
const rememberHere = () => {
  try {
    storage()?.setItem(NEWSLETTER_STORAGE_KEY, 'true');
  } catch {
    // Private mode: the block still hides until the page is reloaded.
  }
};

export interface NewsletterApi {
  /** The signed-in caller's subscriptions. */
  listSubscriptions: () => Promise<Subscription[]>;
  subscribe: (form: NewsletterForm) => Promise<Subscription>;
}

type Phase = 'checking' | 'open' | 'submitting' | 'subscribed';

/**
 * Newsletter sign-up. Hidden once subscribed and after a reload: signed-in users are asked
 * about on the server, anonymous visitors are remembered in this browser.
 */
export function NewsletterBlock({
  api,
  signedInAs,
}: {
  api: NewsletterApi;
  signedInAs: { firstName?: string | null; lastName?: string | null; email: string } | null;
}) {
  const signedIn = signedInAs !== null;
  const [phase, setPhase] = useState<Phase>(() =>
    signedIn ? 'checking' : rememberedHere() ? 'subscribed' : 'open',
  );
  const [form, setForm] = useState<NewsletterForm>(() => ({
    name: [signedInAs?.firstName, signedInAs?.lastName].filter(Boolean).join(' '),
    email: signedInAs?.email ?? '',
  }));
  const [errors, setErrors] = useState<FieldErrors<NewsletterField>>({});

  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    api.listSubscriptions().then(
      (subscriptions) => current && setPhase(subscriptions.length > 0 ? 'subscribed' : 'open'),
      () => current && setPhase('open'),
    );
    return () => {
      current = false;
    };
  }, [api, signedIn]);

  if (phase === 'checking' || phase === 'subscribed') return null;

  const edit = (field: NewsletterField, value: string) => {
    setForm((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => withoutError(previous, field));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateNewsletter(form);
    setErrors(found);
    if (hasErrors(found)) return;
    setPhase('submitting');
    try {
      await api.subscribe(normaliseNewsletter(form));
      rememberHere();
      notify.success(NEWSLETTER_MESSAGES.subscribed);
      setPhase('subscribed');
    } catch (error) {
      notify.error(serverMessageOr(error, NEWSLETTER_MESSAGES.failed));
      setPhase('open');
    }
  };

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="newsletter-heading"
    >
      <Group gap="xs" mb={4}>
        <IconMail size={20} aria-hidden />
        <Title order={2} size="h4" id="newsletter-heading">
          Subscribe to our newsletter
        </Title>
      </Group>
      <Text size="sm" c="gray.7" mb="md">
        New grant opportunities, application tips and programme news, once a month.
      </Text>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Newsletter">
        <Stack gap="sm">
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              label="Name"
              autoComplete="name"
              required
              maxLength={NEWSLETTER_NAME_MAX_LENGTH}
              value={form.name}
              error={errors.name}
              onChange={(event) => edit('name', event.currentTarget.value)}
              miw={200}
            />
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              required
              value={form.email}
              error={errors.email}
              onChange={(event) => edit('email', event.currentTarget.value)}
              miw={200}
            />
          </Group>
          <Group>
            <Button type="submit" loading={phase === 'submitting'}>
              Subscribe
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
