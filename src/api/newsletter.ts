import { api } from './client';
import { unwrap } from './errors';
import type { NewsletterRequest } from './schema.gen';

/** Signed in: the caller's subscriptions. Anonymous: those of `email`, or none without it. */
export const listNewsletterSubscriptions = (email?: string) =>
  unwrap(api.GET('/newsletter', { params: { query: email ? { email } : {} } }));

export const subscribeNewsletter = (body: NewsletterRequest) =>
  unwrap(api.POST('/newsletter', { body }));
