// The payload of each event a tester may send from the inspector, checked against the event's
// type twice: at build time, each example below must be exactly one of the machine's own event
// types (TypeScript refuses a missing event, a missing or unknown field, a wrong type); when the
// tester sends, the JSON typed into the form must have the same fields with values of the same
// kind as one of the examples. What a field's value must be beyond its kind (which fields exist,
// which folder) is the machine's to say: its guards run before the event is sent.
import type { AnyStateMachine, EventFromLogic, EventObject } from 'xstate';
import type { applicationWizardMachine } from '../machines/application-wizard.machine';
import type { authMachine } from '../machines/auth.machine';
import type { companyFormMachine } from '../machines/company-form.machine';
import type { createGrantMachine } from '../machines/create-grant.machine';
import type { libraryMachine } from '../machines/library.machine';
import type { missionsMachine } from '../machines/missions.machine';
import type { personalInfoMachine } from '../machines/personal-info.machine';
import type { registrationMachine } from '../machines/registration.machine';

type PayloadOf<E> = E extends unknown ? Omit<E, 'type'> : never;
type WithPayload<E> = E extends { type: string }
  ? keyof Omit<E, 'type'> extends never
    ? never
    : E['type']
  : never;

/** One example (or one per variant) of every event of a machine that carries a payload. */
type PayloadExamples<M extends AnyStateMachine> = {
  [T in WithPayload<EventFromLogic<M>>]: readonly PayloadOf<
    Extract<EventFromLogic<M>, { type: T }>
  >[];
};

const exampleFile = () => new File(['example'], 'example.pdf', { type: 'application/pdf' });

const auth: PayloadExamples<typeof authMachine> = {
  'credentials.submit': [{ email: 'demo@grantwise.app', password: '' }],
  'google.submit': [{ idToken: '' }],
  'user.updated': [
    {
      user: {
        id: '6f1c2b9e-4d3a-4c8e-9b1a-2f7d5e8c0a11',
        email: 'demo@grantwise.app',
        firstName: 'Dana',
        lastName: 'Demo',
      },
    },
  ],
};

const registration: PayloadExamples<typeof registrationMachine> = {
  'credentials.change': [{ field: 'firstName', value: 'Ada' }],
  'credentials.toggle': [{ field: 'acceptTerms', value: true }],
  'about.change': [{ field: 'gender', value: 'female' }],
};

const personalInfo: PayloadExamples<typeof personalInfoMachine> = {
  'field.change': [{ field: 'firstName', value: 'Ada' }],
};

const companyForm: PayloadExamples<typeof companyFormMachine> = {
  'field.change': [{ field: 'name', value: 'Riverside Makers' }],
};

const createGrant: PayloadExamples<typeof createGrantMachine> = {
  'basics.change': [{ field: 'title', value: 'Coastal Schools Solar' }],
  'details.change': [{ field: 'motive', value: 'Lower school energy bills' }],
};

const missions: PayloadExamples<typeof missionsMachine> = {
  'mission.complete': [{ id: '' }],
};

const library: PayloadExamples<typeof libraryMachine> = {
  'folder.select': [{ folder: 'uploads' }],
  'file.upload': [{ folder: 'uploads', file: exampleFile() }],
  'folder.create': [{ name: 'Reports' }],
  'deleteDialog.open': [{ ids: [''], label: 'budget.pdf' }],
  'folderDeleteDialog.open': [{ id: '', label: 'Reports' }],
  'moveDialog.open': [{ id: '' }],
  'folder.delete': [{ id: '' }],
  'files.delete': [{ ids: [''] }],
  'file.toggleAppUse': [{ id: '' }],
  'file.move': [{ id: '', folder: 'uploads' }],
  'file.download': [{ id: '' }],
};

const applicationWizard: PayloadExamples<typeof applicationWizardMachine> = {
  'answer.change': [
    { step: 'contact', field: 'fullName', value: 'Ana Ruiz' },
    { step: 'final', field: 'targetAudience', value: ['Youth'] },
  ],
  'document.upload': [{ section: 'resumes', file: exampleFile() }],
  'document.choose': [
    { section: 'resumes', url: '/api/v1/files/<id>/content', fileName: 'resume.pdf' },
  ],
  'document.selectFailed': [{ section: 'resumes' }],
  'library.open': [{ section: 'resumes' }],
  'review.edit': [{ step: 'contact' }],
};

/** By machine id, then event type; an event that is not listed takes no payload. */
const EXAMPLES: Record<string, Record<string, readonly object[]>> = {
  auth,
  registration,
  personalInfo,
  companyForm,
  createGrant,
  missions,
  library,
  applicationWizard,
};

/** The payload examples of an event (none: it takes no payload). */
export function payloadExamples(machine: string, type: string): readonly object[] {
  return EXAMPLES[machine]?.[type] ?? [];
}

/** A file in JSON, as the form and the log write it. */
export interface FileInJson {
  $file: { name: string; size: number; type: string };
}

/** A value as JSON can carry it: a File becomes `{ "$file": { name, size, type } }`. */
export function toJsonable(value: unknown): unknown {
  if (typeof File !== 'undefined' && value instanceof File)
    return { $file: { name: value.name, size: value.size, type: value.type } };
  if (typeof Blob !== 'undefined' && value instanceof Blob)
    return { $blob: { size: value.size, type: value.type } };
  if (value instanceof Error) return { $error: value.message };
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(toJsonable);
  if (value && typeof value === 'object') {
    if (Object.getPrototypeOf(value) !== Object.prototype) return String(value);
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, child]) => typeof child !== 'function' && child !== undefined)
        .map(([key, child]) => [key, toJsonable(child)]),
    );
  }
  if (typeof value === 'function' || typeof value === 'symbol') return undefined;
  return value;
}

/** The reverse of `toJsonable` for files: `{ "$file": ... }` becomes a File of that size. */
export function fromJsonable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fromJsonable);
  if (value && typeof value === 'object') {
    const file = (value as Partial<FileInJson>).$file;
    if (file && typeof file === 'object' && typeof file.name === 'string')
      return new File([new Uint8Array(Math.max(0, Number(file.size) || 0))], file.name, {
        type: typeof file.type === 'string' ? file.type : '',
      });
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, fromJsonable(child)]),
    );
  }
  return value;
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (typeof File !== 'undefined' && value instanceof File) return 'a file';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return 'text';
  if (typeof value === 'number') return 'a number';
  if (typeof value === 'boolean') return 'true or false';
  return typeof value === 'object' ? 'an object' : typeof value;
}

function problemsAgainst(payload: Record<string, unknown>, example: object): string[] {
  const expected = example as Record<string, unknown>;
  const problems: string[] = [];
  for (const [key, value] of Object.entries(expected)) {
    if (!(key in payload)) problems.push(`"${key}" is missing (${kindOf(value)})`);
    else if (kindOf(payload[key]) !== kindOf(value))
      problems.push(`"${key}" must be ${kindOf(value)}, not ${kindOf(payload[key])}`);
  }
  for (const key of Object.keys(payload))
    if (!(key in expected)) problems.push(`"${key}" is not a field of this event`);
  return problems;
}

export type PayloadCheck = { ok: true; event: EventObject } | { ok: false; reason: string };

/**
 * The event a tester typed as JSON (the payload, without `type` or with the same `type`), or why
 * it cannot be sent, in words.
 */
export function checkPayload(machine: string, type: string, text: string): PayloadCheck {
  let parsed: unknown;
  try {
    parsed = text.trim() === '' ? {} : JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      reason: `The payload is not valid JSON: ${error instanceof Error ? error.message : String(error)}.`,
    };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    return { ok: false, reason: 'The payload must be a JSON object, e.g. { "field": "value" }.' };
  const { type: typed, ...payload } = fromJsonable(parsed) as Record<string, unknown>;
  if (typed !== undefined && typed !== type)
    return { ok: false, reason: `The payload names the event "${String(typed)}", not "${type}".` };
  const examples = payloadExamples(machine, type);
  if (examples.length === 0) {
    return Object.keys(payload).length === 0
      ? { ok: true, event: { type } }
      : { ok: false, reason: `${type} takes no payload.` };
  }
  const checked = examples.map((example) => problemsAgainst(payload, example));
  const best = checked.reduce((a, b) => (b.length < a.length ? b : a));
  if (best.length === 0) return { ok: true, event: { type, ...payload } };
  return { ok: false, reason: `The payload does not fit ${type}: ${best.join('; ')}.` };
}
