import { LIMITS } from '../../domain/limits';
import { limitHint } from '../shared/limit-hint';
import { Checkbox, Group, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { LongAnswer } from '../shared/long-answer';
import { isLegacyBudget } from '../../domain/application';
import { BudgetTableEditor } from './budget-table';
import { useSelector } from '../shared/use-selector';
import {
  BUDGET_RANGE_OPTIONS,
  GEOGRAPHICAL_SCOPE_OPTIONS,
  PROJECT_STAGE_OPTIONS,
  TARGET_AUDIENCE_OPTIONS,
  TIMELINE_OPTIONS,
} from '../../domain/application';
import type { AnswerChange } from '../../machines/application-wizard.machine';
import { FIELD_LABELS } from '../../domain/application-steps';
import { StepFrame } from './step-frame';
import { type WizardActor, selectAnswers, selectErrors } from './wizard-actor';

type TextChange = Extract<AnswerChange, { value: string }>;

/** A labelled text field bound to one answer. */
function Field({
  actor,
  step,
  field,
  label,
  value,
  error,
  multiline,
  ...props
}: {
  actor: WizardActor;
  step: TextChange['step'];
  field: TextChange['field'];
  label: string;
  value: string;
  error: string | undefined;
  multiline?: boolean;
  type?: string;
  min?: number;
  step_?: number;
  autoComplete?: string;
  inputMode?: 'decimal';
}) {
  const onChange = (next: string) =>
    actor.send({ type: 'answer.change', step, field, value: next } as AnswerChange);
  if (multiline) {
    return (
      <LongAnswer
        label={label}
        value={value}
        max={LIMITS.longText}
        error={error}
        onChange={onChange}
      />
    );
  }
  const { step_, ...rest } = props;
  return (
    <TextInput
      label={label}
      value={value}
      maxLength={field === 'email' ? LIMITS.email : LIMITS.shortText}
      description={limitHint(value, field === 'email' ? LIMITS.email : LIMITS.shortText)}
      error={error}
      withAsterisk
      step={step_}
      {...rest}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}

export function ContactStep({ actor }: { actor: WizardActor }) {
  const values = useSelector(actor, (s) => selectAnswers(s).contact);
  const errors = useSelector(actor, (s) => selectErrors(s).contact);
  const labels = FIELD_LABELS.contact;
  const common = { actor, step: 'contact' as const };
  return (
    <StepFrame actor={actor} step="contact">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Field
          {...common}
          field="fullName"
          label={labels.fullName}
          value={values.fullName}
          error={errors.fullName}
          autoComplete="name"
        />
        <Field
          {...common}
          field="email"
          label={labels.email}
          value={values.email}
          error={errors.email}
          type="email"
          autoComplete="email"
        />
        <Field
          {...common}
          field="phoneNumber"
          label={labels.phoneNumber}
          value={values.phoneNumber}
          error={errors.phoneNumber}
          type="tel"
          autoComplete="tel"
        />
        <Field
          {...common}
          field="location"
          label={labels.location}
          value={values.location}
          error={errors.location}
          autoComplete="address-level2"
        />
      </SimpleGrid>
    </StepFrame>
  );
}

export function ProjectStep({ actor }: { actor: WizardActor }) {
  const values = useSelector(actor, (s) => selectAnswers(s).project);
  const errors = useSelector(actor, (s) => selectErrors(s).project);
  const labels = FIELD_LABELS.project;
  const common = { actor, step: 'project' as const };
  return (
    <StepFrame actor={actor} step="project">
      <Field
        {...common}
        field="projectTitle"
        label={labels.projectTitle}
        value={values.projectTitle}
        error={errors.projectTitle}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Field
          {...common}
          field="projectStartDate"
          label={labels.projectStartDate}
          value={values.projectStartDate}
          error={errors.projectStartDate}
          type="date"
        />
        <Field
          {...common}
          field="projectEndDate"
          label={labels.projectEndDate}
          value={values.projectEndDate}
          error={errors.projectEndDate}
          type="date"
        />
      </SimpleGrid>
      <Field
        {...common}
        field="projectSummary"
        label={labels.projectSummary}
        value={values.projectSummary}
        error={errors.projectSummary}
        multiline
      />
      <Field
        {...common}
        field="objective"
        label={labels.objective}
        value={values.objective}
        error={errors.objective}
        multiline
      />
    </StepFrame>
  );
}

export function BudgetStep({ actor }: { actor: WizardActor }) {
  const values = useSelector(actor, (s) => selectAnswers(s).budget);
  const errors = useSelector(actor, (s) => selectErrors(s).budget);
  const labels = FIELD_LABELS.budget;
  const common = { actor, step: 'budget' as const };
  const amount = { type: 'number', min: 0, step_: 0.01, inputMode: 'decimal' as const };
  // A draft from before the table keeps its typed totals and breakdown until a line is added.
  const legacy = isLegacyBudget(values);
  return (
    <StepFrame actor={actor} step="budget">
      {legacy && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Field
              {...common}
              {...amount}
              field="totalProjectBudget"
              label={`${labels.totalProjectBudget} (USD)`}
              value={values.totalProjectBudget}
              error={errors.totalProjectBudget}
            />
            <Field
              {...common}
              {...amount}
              field="requestedFundingAmount"
              label={`${labels.requestedFundingAmount} (USD)`}
              value={values.requestedFundingAmount}
              error={errors.requestedFundingAmount}
            />
          </SimpleGrid>
          <Field
            {...common}
            field="detailedBudgetBreakdown"
            label={labels.detailedBudgetBreakdown}
            value={values.detailedBudgetBreakdown}
            error={errors.detailedBudgetBreakdown}
            multiline
          />
        </>
      )}
      <BudgetTableEditor actor={actor} legacy={legacy} />
      <Field
        {...common}
        field="costSharing"
        label={labels.costSharing}
        value={values.costSharing}
        error={errors.costSharing}
        multiline
      />
      <Field
        {...common}
        field="problemStatement"
        label={labels.problemStatement}
        value={values.problemStatement}
        error={errors.problemStatement}
        multiline
      />
      <Field
        {...common}
        field="projectDescription"
        label={labels.projectDescription}
        value={values.projectDescription}
        error={errors.projectDescription}
        multiline
      />
      <Field
        {...common}
        field="methodology"
        label={labels.methodology}
        value={values.methodology}
        error={errors.methodology}
        multiline
      />
    </StepFrame>
  );
}

function Choice({
  label,
  value,
  error,
  options,
  onChange,
}: {
  label: string;
  value: string;
  error: string | undefined;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <Radio.Group label={label} value={value || null} error={error} onChange={onChange} withAsterisk>
      <Group mt="xs" gap="md">
        {options.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} />
        ))}
      </Group>
    </Radio.Group>
  );
}

const plain = (options: readonly string[]) => options.map((value) => ({ value, label: value }));

export function ScopeStep({ actor }: { actor: WizardActor }) {
  const values = useSelector(actor, (s) => selectAnswers(s).scope);
  const errors = useSelector(actor, (s) => selectErrors(s).scope);
  const labels = FIELD_LABELS.scope;
  const change = (field: 'geographicalScope' | 'budgetRange' | 'timeline') => (value: string) =>
    actor.send({ type: 'answer.change', step: 'scope', field, value });
  return (
    <StepFrame actor={actor} step="scope">
      <Stack gap="lg">
        <Choice
          label={labels.geographicalScope}
          value={values.geographicalScope}
          error={errors.geographicalScope}
          options={plain(GEOGRAPHICAL_SCOPE_OPTIONS)}
          onChange={change('geographicalScope')}
        />
        <Choice
          label={labels.budgetRange}
          value={values.budgetRange}
          error={errors.budgetRange}
          options={BUDGET_RANGE_OPTIONS.map((o) => ({ value: String(o.value), label: o.label }))}
          onChange={change('budgetRange')}
        />
        <Choice
          label={labels.timeline}
          value={values.timeline}
          error={errors.timeline}
          options={plain(TIMELINE_OPTIONS)}
          onChange={change('timeline')}
        />
      </Stack>
    </StepFrame>
  );
}

export function FinalStep({ actor }: { actor: WizardActor }) {
  const values = useSelector(actor, (s) => selectAnswers(s).final);
  const errors = useSelector(actor, (s) => selectErrors(s).final);
  const labels = FIELD_LABELS.final;
  const common = { actor, step: 'final' as const };
  return (
    <StepFrame actor={actor} step="final">
      <Field
        {...common}
        field="primaryFocus"
        label={labels.primaryFocus}
        value={values.primaryFocus}
        error={errors.primaryFocus}
      />
      <Field
        {...common}
        field="specificReq"
        label={labels.specificReq}
        value={values.specificReq}
        error={errors.specificReq}
        multiline
      />
      <Checkbox.Group
        label={labels.targetAudience}
        description="Choose every group the project serves"
        value={values.targetAudience}
        error={errors.targetAudience}
        withAsterisk
        onChange={(value) =>
          actor.send({ type: 'answer.change', step: 'final', field: 'targetAudience', value })
        }
      >
        <Group mt="xs" gap="md">
          {TARGET_AUDIENCE_OPTIONS.map((option) => (
            <Checkbox key={option} value={option} label={option} />
          ))}
        </Group>
      </Checkbox.Group>
      <Choice
        label={labels.stage}
        value={values.stage}
        error={errors.stage}
        options={plain(PROJECT_STAGE_OPTIONS)}
        onChange={(value) =>
          actor.send({ type: 'answer.change', step: 'final', field: 'stage', value })
        }
      />
    </StepFrame>
  );
}
