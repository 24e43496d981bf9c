import { type FieldErrors, isBlank, isEmail } from './text';

// Newsletter subscription rules, shared by the form and the embedded backend.

export const NEWSLETTER_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  subscribed: 'Successfully subscribed to our newsletter!',
  alreadySubscribed: 'This email is already subscribed to our newsletter.',
  failed: 'Failed to subscribe to the newsletter. Please try again.',
} as const;

export const NEWSLETTER_NAME_MAX_LENGTH = 120;

export interface NewsletterForm {
  name: string;
  email: string;
}

export type NewsletterField = keyof NewsletterForm;

/** Both fields are required (after trimming) and the email must look like one. */
export function validateNewsletter(form: NewsletterForm): FieldErrors<NewsletterField> {
  const errors: FieldErrors<NewsletterField> = {};
  if (isBlank(form.name)) errors.name = NEWSLETTER_MESSAGES.nameRequired;
  if (isBlank(form.email)) errors.email = NEWSLETTER_MESSAGES.emailRequired;
  else if (!isEmail(form.email)) errors.email = NEWSLETTER_MESSAGES.emailInvalid;
  return errors;
}

/** What is sent and stored: trimmed name, trimmed lower-case email. */
export function normaliseNewsletter(form: NewsletterForm): NewsletterForm {
  return { name: form.name.trim(), email: form.email.trim().toLowerCase() };
}
