import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  NEWSLETTER_MESSAGES,
  NEWSLETTER_NAME_MAX_LENGTH,
  type NewsletterField,
  type NewsletterForm,
  normaliseNewsletter,
  validateNewsletter,
} from '../../domain/newsletter';
import { type FieldErrors, hasErrors, withoutError } from '../../domain/text';
import type { Read, Write } from '../../lib/server-data';
import { ReadBoundary } from '../shared/read-boundary';
import type { NewsletterSubscription } from '../../api/schema.gen';

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

type Subscribe = Write<NewsletterForm, NewsletterSubscription>;
type Person = { firstName?: string | null; lastName?: string | null; email: string };

/**
 * Newsletter sign-up. Hidden once subscribed and after a reload: signed-in users are asked
 * about on the server (`subscriptions`, the read the route started; nothing shows until it has
 * answered, and a failed read shows the form), anonymous visitors are remembered in this
 * browser.
 */
export function NewsletterBlock({
  subscriptions,
  subscribe,
  signedInAs,
}: {
  subscriptions: Read<NewsletterSubscription[]> | null;
  subscribe: Subscribe;
  signedInAs: Person | null;
}) {
  if (!signedInAs || !subscriptions)
    return <NewsletterSignUp subscribe={subscribe} person={null} subscribed={rememberedHere()} />;
  return (
    <ReadBoundary
      pending={null}
      failed={() => (
        <NewsletterSignUp subscribe={subscribe} person={signedInAs} subscribed={false} />
      )}
    >
      <SignedInNewsletter read={subscriptions} subscribe={subscribe} person={signedInAs} />
    </ReadBoundary>
  );
}

function SignedInNewsletter({
  read,
  subscribe,
  person,
}: {
  read: Read<NewsletterSubscription[]>;
  subscribe: Subscribe;
  person: Person;
}) {
  const { data: subscriptions } = useSuspenseQuery(read);
  return (
    <NewsletterSignUp subscribe={subscribe} person={person} subscribed={subscriptions.length > 0} />
  );
}

function NewsletterSignUp({
  subscribe,
  person,
  subscribed,
}: {
  subscribe: Subscribe;
  person: Person | null;
  subscribed: boolean;
}) {
  // Signed in, the server's list of subscriptions says so once it is read again (the write
  // refreshes it); an anonymous visitor's browser remembers it (there is no account to ask).
  const subscribing = useMutation({
    ...subscribe,
    meta: {
      words: { success: NEWSLETTER_MESSAGES.subscribed, failure: NEWSLETTER_MESSAGES.failed },
    },
  });
  const [form, setForm] = useState<NewsletterForm>(() => ({
    name: [person?.firstName, person?.lastName].filter(Boolean).join(' '),
    email: person?.email ?? '',
  }));
  const [errors, setErrors] = useState<FieldErrors<NewsletterField>>({});

  // Signed in, the server's list says so (the write adds the answer to it); anonymous, the write.
  if (subscribed || (person === null && subscribing.isSuccess)) return null;

  const edit = (field: NewsletterField, value: string) => {
    setForm((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => withoutError(previous, field));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateNewsletter(form);
    setErrors(found);
    if (hasErrors(found)) return;
    subscribing.mutate(normaliseNewsletter(form), {
      onSuccess: person === null ? rememberHere : undefined,
    });
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
      <form onSubmit={submit} noValidate aria-label="Newsletter">
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
            <Button type="submit" loading={subscribing.isPending}>
              Subscribe
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
