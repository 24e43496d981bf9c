import type { components } from '../../api/schema.gen';
import {
  NEWSLETTER_MESSAGES,
  NEWSLETTER_NAME_MAX_LENGTH,
  normaliseNewsletter,
  validateNewsletter,
} from '../../domain/newsletter';
import { LIMITS } from '../../domain/limits';
import { isEmail } from '../../domain/text';
import type { NewsletterRecord } from '../db';
import {
  assertValid,
  assertWithinLimits,
  jsonBody,
  newId,
  ok,
  optionalUser,
  stringField,
  validationFailed,
} from '../http';
import { defineHandlers } from '../handlers';

type Subscription = components['schemas']['NewsletterSubscription'];

const toSubscription = ({ userId: _userId, ...subscription }: NewsletterRecord): Subscription =>
  subscription;

export const handlers = defineHandlers({
  async listNewsletterSubscriptions(ctx) {
    const caller = await optionalUser(ctx);
    let rows: NewsletterRecord[];
    if (caller) {
      const email = caller.email.toLowerCase();
      rows = await ctx.db.newsletter
        .filter((row) => row.email === email || row.userId === caller.id)
        .toArray();
    } else {
      // The contract has no 422 here: an email that cannot be subscribed simply has no rows.
      const email = (ctx.request.query.email ?? '').trim().toLowerCase();
      rows = isEmail(email) ? await ctx.db.newsletter.where('email').equals(email).toArray() : [];
    }
    rows.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    return ok(rows.map(toSubscription));
  },
  async subscribeNewsletter(ctx) {
    const caller = await optionalUser(ctx);
    const body = jsonBody(ctx);
    assertWithinLimits(body, { name: NEWSLETTER_NAME_MAX_LENGTH, email: LIMITS.email });
    const form = { name: stringField(body, 'name'), email: stringField(body, 'email') };
    assertValid(validateNewsletter(form));
    const { name, email } = normaliseNewsletter(form);
    if (await ctx.db.newsletter.where('email').equals(email).count()) {
      throw validationFailed({ email: 'alreadySubscribed' }, NEWSLETTER_MESSAGES.alreadySubscribed);
    }
    const record: NewsletterRecord = {
      id: newId(),
      email,
      name,
      createdAt: ctx.now().toISOString(),
      userId: caller?.id ?? null,
    };
    await ctx.db.newsletter.add(record);
    return ok(toSubscription(record), 201);
  },
});
