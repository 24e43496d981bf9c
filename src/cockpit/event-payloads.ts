// The payload of each event a tester may send from the inspector, checked against the event's
// type twice: at build time, each example in the machine's words (src/machines/<machine>.words.ts)
// must be exactly one of the machine's own event types (TypeScript refuses a missing event, a
// missing or unknown field, a wrong type); when the tester sends, the JSON typed into the form
// must have the same fields with values of the same kind as one of the examples. What a field's
// value must be beyond its kind (which fields exist, which folder) is the machine's to say: its
// guards run before the event is sent.
import type { EventObject } from 'xstate';
import { fromJsonable } from './json-values';
import { wordsOf } from './plan-words';

/** The payload examples of an event (none: it takes no payload), from the machine's words. */
export function payloadExamples(machine: string, type: string): readonly object[] {
  return wordsOf(machine)?.examples[type] ?? [];
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
