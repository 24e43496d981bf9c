import { type FieldErrors, withoutError } from '../domain/text';

/** The context a one-page form machine keeps: its fields, their messages, its failure banner. */
interface FormContext<F extends string> {
  values: { [K in F]: string };
  errors: FieldErrors<F>;
  failure: string | null;
}

/**
 * The `editField` assignment of a form machine (personal information, company): a
 * `field.change` sets the field's value and clears its message and the failure banner; any other
 * event changes nothing. Used as `editField: assign(editField)`.
 */
export function editField<F extends string, C extends FormContext<F>>({
  context,
  event,
}: {
  context: C;
  event: { type: 'field.change'; field: F; value: string } | { type: string };
}): Partial<C> {
  if (!('field' in event) || event.type !== 'field.change') return {};
  return {
    values: { ...context.values, [event.field]: event.value },
    errors: withoutError(context.errors, event.field),
    failure: null,
  } as Partial<C>;
}
