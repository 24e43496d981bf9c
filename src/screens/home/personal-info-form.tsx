import { LIMITS } from '../../domain/limits';
import { limitHint } from '../shared/limit-hint';
import { PasswordStrength } from '../shared/password-strength';
import {
  Alert,
  Button,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useSelector } from '../shared/use-selector';
import { type FormEvent, useEffect } from 'react';
import {
  PERSONAL_INFO_LABELS,
  NEW_PASSWORD_MIN_LENGTH,
  PERSONAL_INFO_MESSAGES,
  type PersonalInfoField,
} from '../../domain/personal-info';
import type { personalInfoMachine } from '../../machines/personal-info.machine';
import { useCurrentUser } from '../../lib/auth-context';
import { notify } from '../../lib/notify';
import { useInspectedActorRef } from '../shared/use-inspected-actor-ref';

export function PersonalInfoForm({ logic }: { logic: typeof personalInfoMachine }) {
  const user = useCurrentUser();
  const actor = useInspectedActorRef(logic, { input: { user } });
  const values = useSelector(actor, (s) => s.context.values);
  const errors = useSelector(actor, (s) => s.context.errors);
  const failure = useSelector(actor, (s) => s.context.failure);
  const saving = useSelector(actor, (s) => s.matches('saving'));
  const canSave = useSelector(actor, (s) => s.can({ type: 'form.save' }));

  useEffect(() => {
    // The saved user is the session's already: the write says so (app/wiring/queries.ts).
    const subscription = actor.on('user.saved', () =>
      notify.success(PERSONAL_INFO_MESSAGES.updated),
    );
    return () => subscription.unsubscribe();
  }, [actor]);

  const change = (field: PersonalInfoField) => (event: { currentTarget: { value: string } }) =>
    actor.send({ type: 'field.change', field, value: event.currentTarget.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'form.save' });
  };

  const toggle = { 'aria-label': 'Show or hide password' };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="personal-info-heading">
      <Stack>
        <Title order={2} id="personal-info-heading">
          Personal Information
        </Title>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={PERSONAL_INFO_LABELS.firstName}
            autoComplete="given-name"
            maxLength={LIMITS.personName}
            description={limitHint(values.firstName, LIMITS.personName)}
            value={values.firstName}
            error={errors.firstName}
            onChange={change('firstName')}
          />
          <TextInput
            label={PERSONAL_INFO_LABELS.lastName}
            autoComplete="family-name"
            maxLength={LIMITS.personName}
            description={limitHint(values.lastName, LIMITS.personName)}
            value={values.lastName}
            error={errors.lastName}
            onChange={change('lastName')}
          />
          <PasswordInput
            label={PERSONAL_INFO_LABELS.oldPassword}
            autoComplete="current-password"
            maxLength={LIMITS.password}
            value={values.oldPassword}
            error={errors.oldPassword}
            aria-invalid={errors.oldPassword ? true : undefined}
            onChange={change('oldPassword')}
            visibilityToggleButtonProps={toggle}
          />
          <PasswordInput
            label={PERSONAL_INFO_LABELS.password}
            autoComplete="new-password"
            maxLength={LIMITS.password}
            description={
              limitHint(values.password, LIMITS.password) ??
              `At least ${NEW_PASSWORD_MIN_LENGTH} characters`
            }
            value={values.password}
            error={errors.password}
            aria-invalid={errors.password ? true : undefined}
            onChange={change('password')}
            visibilityToggleButtonProps={toggle}
            inputContainer={(input) => (
              <>
                {input}
                <PasswordStrength
                  password={values.password}
                  userInputs={[values.firstName, values.lastName]}
                />
              </>
            )}
          />
          <PasswordInput
            label={PERSONAL_INFO_LABELS.confirmPassword}
            autoComplete="new-password"
            maxLength={LIMITS.password}
            value={values.confirmPassword}
            error={errors.confirmPassword}
            aria-invalid={errors.confirmPassword ? true : undefined}
            onChange={change('confirmPassword')}
            visibilityToggleButtonProps={toggle}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" disabled={!canSave}>
            {saving ? 'Saving...' : 'Save Changes'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
