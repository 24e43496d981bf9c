import { LIMITS } from '../../domain/limits';
import { limitHint } from '../shared/limit-hint';
import {
  Alert,
  Button,
  Group,
  Loader,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useSelector } from '../shared/use-selector';
import type { FormEvent } from 'react';
import { COMPANY_LABELS, type CompanyField } from '../../domain/company';
import { ORGANIZATION_TYPE_OPTIONS } from '../../domain/grant';
import { type companyFormMachine, selectIsSaving } from '../../machines/company-form.machine';
import { useInspectedActorRef } from '../shared/use-inspected-actor-ref';

/** The contract's limit of a company field (`CompanyInput`). */
const companyFieldLimit = (field: string) =>
  field === 'email' ? LIMITS.email : field === 'website' ? LIMITS.url : LIMITS.shortText;

const FIELDS: {
  field: Exclude<CompanyField, 'organizationType'>;
  required: boolean;
  type?: string;
  autoComplete?: string;
  placeholder?: string;
}[] = [
  { field: 'ein', required: true },
  { field: 'email', required: true, type: 'email', autoComplete: 'email' },
  { field: 'name', required: true, autoComplete: 'organization' },
  {
    field: 'dba',
    required: false,
    placeholder: 'Leave blank if not applicable',
  },
  { field: 'address', required: true, autoComplete: 'street-address' },
  { field: 'industry', required: true },
  { field: 'website', required: false, type: 'url', autoComplete: 'url' },
];

export function CompanyForm({ logic }: { logic: typeof companyFormMachine }) {
  const actor = useInspectedActorRef(logic);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const saving = useSelector(actor, selectIsSaving);
  const values = useSelector(actor, (s) => s.context.values);
  const errors = useSelector(actor, (s) => s.context.errors);
  const failure = useSelector(actor, (s) => s.context.failure);
  const success = useSelector(actor, (s) => s.context.success);
  const canSave = useSelector(actor, (s) => s.can({ type: 'form.save' }));
  const canCancel = useSelector(actor, (s) => s.can({ type: 'form.cancel' }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'form.save' });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="company-info-heading" aria-busy={saving}>
      <Stack>
        <Title order={2} id="company-info-heading">
          Company Information
        </Title>
        {failure && (
          <Alert color="red" role="alert">
            Error: {failure}
          </Alert>
        )}
        {success && (
          <Alert color="green" role="status">
            {success}
          </Alert>
        )}
        {loading ? (
          <Text c="dimmed">Loading company...</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {FIELDS.map(({ field, required, type, autoComplete, placeholder }) => (
              <TextInput
                key={field}
                label={COMPANY_LABELS[field]}
                type={type}
                autoComplete={autoComplete}
                placeholder={placeholder}
                withAsterisk={required}
                maxLength={companyFieldLimit(field)}
                description={limitHint(values[field], companyFieldLimit(field))}
                value={values[field]}
                error={errors[field]}
                onChange={(event) =>
                  actor.send({ type: 'field.change', field, value: event.currentTarget.value })
                }
              />
            ))}
            <NativeSelect
              label={COMPANY_LABELS.organizationType}
              description="Top picks match it against who each grant is for"
              value={values.organizationType}
              error={errors.organizationType}
              data={[{ value: '', label: 'Not specified' }, ...ORGANIZATION_TYPE_OPTIONS]}
              onChange={(event) =>
                actor.send({
                  type: 'field.change',
                  field: 'organizationType',
                  value: event.currentTarget.value,
                })
              }
            />
          </SimpleGrid>
        )}
        <Group justify="flex-end">
          <Button
            variant="default"
            disabled={!canCancel}
            onClick={() => actor.send({ type: 'form.cancel' })}
          >
            Cancel
          </Button>
          <Button
            type="submit"
            disabled={!canSave}
            leftSection={saving ? <Loader size={14} color="gray" aria-hidden /> : undefined}
          >
            {saving ? 'Processing...' : 'Save Changes'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
