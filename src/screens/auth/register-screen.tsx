import { LIMITS } from '../../domain/limits';
import { limitHint } from '../shared/limit-hint';
import { PasswordStrength } from '../shared/password-strength';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Stepper,
  Text,
  TextInput,
} from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useSelector } from '../shared/use-selector';
import { type FormEvent, useEffect } from 'react';
import { AGE_RANGE_OPTIONS, ETHNICITY_OPTIONS, GENDER_OPTIONS } from '../../domain/options';
import { REGISTRATION_LABELS, PASSWORD_MIN_LENGTH } from '../../domain/registration';
import type { registrationMachine } from '../../machines/registration.machine';
import { notify } from '../../lib/notify';
import { EMAIL_VERIFICATION_MESSAGES } from '../../domain/email-verification';
import { RegisterFrame } from './register-frame';
import { useInspectedActorRef } from '../shared/use-inspected-actor-ref';

export const REGISTERED_MESSAGE = 'Your account is ready. Sign in to get started.';

type RegistrationLogic = typeof registrationMachine;

export function RegisterScreen({
  logic,
  referralCode,
}: {
  logic: RegistrationLogic;
  referralCode: string | null;
}) {
  const actor = useInspectedActorRef(logic, { input: { referralCode } });
  const navigate = useNavigate();
  const step = useSelector(actor, (s) => (s.matches('credentials') ? 0 : 1));
  const submitting = useSelector(actor, (s) => s.matches('submitting'));
  const registered = useSelector(actor, (s) => s.matches('registered'));
  const credentials = useSelector(actor, (s) => s.context.credentials);
  const about = useSelector(actor, (s) => s.context.about);
  const credentialErrors = useSelector(actor, (s) => s.context.credentialErrors);
  const aboutErrors = useSelector(actor, (s) => s.context.aboutErrors);
  const submitError = useSelector(actor, (s) => s.context.submitError);

  useEffect(() => {
    if (!registered) return;
    notify.success(REGISTERED_MESSAGE);
    // The spec's promise kept (issue 61): the mail went, and where.
    notify.info(EMAIL_VERIFICATION_MESSAGES.sent(credentials.email.trim()));
    void navigate({ to: '/sign-in' });
    // Once, when registered: the email cannot change after it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [registered, navigate]);

  const submitCredentials = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'credentials.submit' });
  };
  const submitAbout = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'about.submit' });
  };

  return (
    <RegisterFrame invited={referralCode !== null}>
      <Stepper active={step} size="sm" mb="lg" allowNextStepsSelect={false}>
        <Stepper.Step label="Your account" description="Step 1 of 2" />
        <Stepper.Step label="About Yourself" description="Step 2 of 2" />
      </Stepper>
      {step === 0 ? (
        <form onSubmit={submitCredentials} noValidate aria-label="Your account">
          <Stack>
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <TextInput
                label={REGISTRATION_LABELS.firstName}
                autoComplete="given-name"
                maxLength={LIMITS.personName}
                description={limitHint(credentials.firstName, LIMITS.personName)}
                value={credentials.firstName}
                error={credentialErrors.firstName}
                onChange={(e) =>
                  actor.send({
                    type: 'credentials.change',
                    field: 'firstName',
                    value: e.currentTarget.value,
                  })
                }
                withAsterisk
              />
              <TextInput
                label={REGISTRATION_LABELS.lastName}
                autoComplete="family-name"
                maxLength={LIMITS.personName}
                description={limitHint(credentials.lastName, LIMITS.personName)}
                value={credentials.lastName}
                error={credentialErrors.lastName}
                onChange={(e) =>
                  actor.send({
                    type: 'credentials.change',
                    field: 'lastName',
                    value: e.currentTarget.value,
                  })
                }
                withAsterisk
              />
            </SimpleGrid>
            <TextInput
              label={REGISTRATION_LABELS.email}
              type="email"
              autoComplete="email"
              maxLength={LIMITS.email}
              description={
                limitHint(credentials.email, LIMITS.email) ??
                'We will send a verification email to this address'
              }
              value={credentials.email}
              error={credentialErrors.email}
              onChange={(e) =>
                actor.send({
                  type: 'credentials.change',
                  field: 'email',
                  value: e.currentTarget.value,
                })
              }
              withAsterisk
            />
            <PasswordInput
              label={REGISTRATION_LABELS.password}
              autoComplete="new-password"
              maxLength={LIMITS.password}
              description={
                limitHint(credentials.password, LIMITS.password) ??
                `Minimum ${PASSWORD_MIN_LENGTH} characters`
              }
              value={credentials.password}
              error={credentialErrors.password}
              onChange={(e) =>
                actor.send({
                  type: 'credentials.change',
                  field: 'password',
                  value: e.currentTarget.value,
                })
              }
              visibilityToggleButtonProps={{ 'aria-label': 'Show or hide password' }}
              withAsterisk
            />
            <PasswordStrength
              password={credentials.password}
              userInputs={[credentials.firstName, credentials.lastName, credentials.email]}
            />
            <Checkbox
              label={REGISTRATION_LABELS.acceptTerms}
              checked={credentials.acceptTerms}
              error={credentialErrors.acceptTerms}
              onChange={(e) =>
                actor.send({
                  type: 'credentials.toggle',
                  field: 'acceptTerms',
                  value: e.currentTarget.checked,
                })
              }
            />
            <Checkbox
              label={REGISTRATION_LABELS.acceptPrivacy}
              checked={credentials.acceptPrivacy}
              error={credentialErrors.acceptPrivacy}
              onChange={(e) =>
                actor.send({
                  type: 'credentials.toggle',
                  field: 'acceptPrivacy',
                  value: e.currentTarget.checked,
                })
              }
            />
            <Button type="submit">Submit</Button>
          </Stack>
        </form>
      ) : (
        <form onSubmit={submitAbout} noValidate aria-label="About Yourself">
          <Stack>
            <Text fw={600}>About Yourself</Text>
            {submitError && (
              <Alert color="red" role="alert">
                {submitError}
              </Alert>
            )}
            <Select
              label={REGISTRATION_LABELS.gender}
              placeholder="Select your gender"
              data={GENDER_OPTIONS.map((o) => ({ ...o }))}
              value={about.gender || null}
              error={aboutErrors.gender}
              onChange={(value) =>
                actor.send({ type: 'about.change', field: 'gender', value: value ?? '' })
              }
              withAsterisk
              allowDeselect={false}
            />
            <Select
              label={REGISTRATION_LABELS.ageRange}
              placeholder="Select your age range"
              data={AGE_RANGE_OPTIONS.map((o) => ({ ...o }))}
              value={about.ageRange || null}
              error={aboutErrors.ageRange}
              onChange={(value) =>
                actor.send({ type: 'about.change', field: 'ageRange', value: value ?? '' })
              }
              withAsterisk
              allowDeselect={false}
            />
            <Select
              label={REGISTRATION_LABELS.ethnicity}
              placeholder="Select your ethnicity"
              data={ETHNICITY_OPTIONS.map((o) => ({ ...o }))}
              value={about.ethnicity || null}
              error={aboutErrors.ethnicity}
              onChange={(value) =>
                actor.send({ type: 'about.change', field: 'ethnicity', value: value ?? '' })
              }
              withAsterisk
              allowDeselect={false}
            />
            <Group justify="space-between">
              <Button
                variant="default"
                onClick={() => actor.send({ type: 'about.back' })}
                disabled={submitting}
              >
                Back
              </Button>
              <Button type="submit" disabled={submitting}>
                {submitting ? 'Creating your account...' : 'Submit'}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      <Text size="sm" ta="center" mt="lg">
        Already have an account?{' '}
        <Anchor component={Link} to="/sign-in">
          Sign in
        </Anchor>
      </Text>
    </RegisterFrame>
  );
}
