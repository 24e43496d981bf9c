import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { registrationMachine } from '../../src/machines/registration.machine';
import { RegisterScreen } from '../../src/screens/auth/register-screen';
import { renderScreen } from '../support/render';

// Registration says how strong a password is as it is typed (a chunk loaded with the first
// character), refuses the most common ones in words, and keeps every field within the
// contract's length limits.

async function renderRegister() {
  const user = userEvent.setup({ delay: null });
  await renderScreen(<RegisterScreen logic={registrationMachine} referralCode={null} />, {
    path: '/register',
    signedInAs: null,
  });
  return user;
}

const passwordField = () => screen.getByLabelText('Password', { exact: false, selector: 'input' });

// The meter's chunk is transformed once for the whole file (vitest compiles zxcvbn on first use).
beforeAll(async () => {
  await import('../../src/screens/shared/password-strength-meter');
});

describe('the password strength meter', () => {
  it('appears once a password is typed, and calls a common one too common', async () => {
    const user = await renderRegister();
    expect(screen.queryByTestId('password-strength')).not.toBeInTheDocument();
    // Its place is held from the start, empty and silent, so the consent boxes below never move.
    const place = screen.getByTestId('password-strength-place');
    expect(place).toHaveAttribute('aria-hidden', 'true');
    expect(place).toHaveTextContent(/^\s*$/);
    await user.type(passwordField(), 'Password1');
    expect(await screen.findByText('Password strength: Very weak')).toBeVisible();
    expect(screen.queryByTestId('password-strength-place')).not.toBeInTheDocument();
    expect(screen.getByText('This password is too common: choose another')).toBeVisible();
  });

  it('rates a long passphrase very strong, and says nothing of common passwords', async () => {
    const user = await renderRegister();
    await user.click(passwordField());
    await user.paste('violet tractor 42 sings opera');
    expect(await screen.findByText('Password strength: Very strong')).toBeVisible();
    expect(screen.queryByText('This password is too common: choose another')).toBeNull();
  });
});

describe('length limits of the registration form', () => {
  it('stops each field at the contract’s limit and says so there', async () => {
    await renderRegister();
    const first = screen.getByLabelText('First name', { exact: false, selector: 'input' });
    expect(first).toHaveAttribute('maxLength', '100');
    expect(screen.getByLabelText('Email', { exact: false, selector: 'input' })).toHaveAttribute(
      'maxLength',
      '254',
    );
    expect(passwordField()).toHaveAttribute('maxLength', '128');
    fireEvent.change(first, { target: { value: 'x'.repeat(100) } });
    expect(await screen.findByText('At most 100 characters')).toBeVisible();
  });
});
