// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  NEWSLETTER_MESSAGES,
  normaliseNewsletter,
  validateNewsletter,
} from '../../src/domain/newsletter';

describe('newsletter rules', () => {
  it('requires both fields, naming each one that is missing', () => {
    expect(validateNewsletter({ name: '', email: '' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
    });
    expect(validateNewsletter({ name: '   ', email: 'a@b.org' })).toEqual({
      name: 'Name is required',
    });
    expect(validateNewsletter({ name: 'Ann', email: '  ' })).toEqual({
      email: 'Email is required',
    });
  });

  it('checks the email', () => {
    expect(validateNewsletter({ name: 'Ann', email: 'ann@' })).toEqual({
      email: 'Email is invalid',
    });
    expect(validateNewsletter({ name: 'Ann', email: 'ann example.org' })).toEqual({
      email: 'Email is invalid',
    });
    expect(validateNewsletter({ name: 'Ann', email: ' ann@example.org ' })).toEqual({});
  });

  it('sends a trimmed name and a trimmed lower-case email', () => {
    expect(normaliseNewsletter({ name: '  Ann Lee ', email: ' Ann@Example.ORG ' })).toEqual({
      name: 'Ann Lee',
      email: 'ann@example.org',
    });
  });

  it('uses the spec success message', () => {
    expect(NEWSLETTER_MESSAGES.subscribed).toBe('Successfully subscribed to our newsletter!');
  });
});
