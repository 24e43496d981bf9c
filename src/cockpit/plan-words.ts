// What a tester does for each event of the production machines, in the screen's words: the
// generated test plans (docs/test-plans) and the inspector's "Copy as test steps" write steps
// with these, so a recorded session reads like a plan. Fields are named by their labels on
// screen (the model tests find the fields by the same labels, so a label that changes on screen
// fails them), option values by the option shown, and dates relative to the day of the session.
import type { AnyStateMachine } from 'xstate';
import { DOCUMENT_SECTION_NAMES, STEP_TITLES } from '../domain/application-steps';
import type { MachineWords, WordedEvent } from '../machines/tester-words';
import { type ChartNode, chartOf } from './chart-model';

type Payload = WordedEvent;

// Every machine's words (src/machines/<machine>.words.ts), found by their file names: a machine's
// words join the cockpit without a table here.
const modules = import.meta.glob<{ words: MachineWords }>('../machines/*.words.ts', {
  eager: true,
});
const WORDS = new Map(Object.values(modules).map(({ words }) => [words.machine, words]));

/** A machine's words, by its id (none for a machine without them: its events show as types). */
export function wordsOf(machine: string): MachineWords | undefined {
  return WORDS.get(machine);
}

const DAY = 24 * 60 * 60 * 1000;

/** `2026-04-01` seen on `today` (2026-03-10): "a date 22 days from today". */
export function relativeDate(iso: string, today: Date): string {
  const [year, month, day] = iso.split('-').map(Number);
  const date = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1);
  const start = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  const days = Math.round((date - start) / DAY);
  if (days === 0) return 'today’s date';
  if (days === 1) return 'tomorrow’s date';
  if (days === -1) return 'yesterday’s date';
  return days > 0 ? `a date ${days} days from today` : `a date ${-days} days before today`;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function shownValue(
  options: MachineWords['options'],
  value: unknown,
  field: string | undefined,
  today: Date | undefined,
): string {
  if (Array.isArray(value))
    return value.map((v) => shownValue(options, v, field, today)).join(', ');
  if (value && typeof value === 'object' && '$file' in value) {
    const file = (value as { $file: { name?: unknown } }).$file;
    return `file ${String(file?.name ?? '')}`;
  }
  const text = String(value ?? '');
  const option = field ? options?.[field]?.find((o) => o.value === text) : undefined;
  if (option) return option.label;
  return text;
}

export interface PlanStep {
  text: string;
  /** What the words lack: an event without a description, a field without a label. */
  missing: string[];
}

/**
 * What the tester does for `event` of `machine`, in the screen's words. `today` is the day the
 * steps are read against (dates become relative to it); without it dates stay as they are.
 */
export function planStep(machine: string, event: Payload, today?: Date): PlanStep {
  const words = wordsOf(machine);
  const template = words?.events[event.type];
  if (template === undefined) return { text: event.type, missing: [`event ${event.type}`] };
  const missing: string[] = [];
  const field = typeof event.field === 'string' ? event.field : undefined;
  const text = template.replace(/"\{(\w+)\}"|\{(\w+)\}/g, (all, quoted?: string, bare?: string) => {
    const name = (quoted ?? bare) as string;
    const value = event[name];
    if (name === 'field' && field) {
      const label = words?.fieldLabel?.(event, field);
      if (!label) missing.push(`label of ${machine} field ${field}`);
      return label ?? field;
    }
    if (name === 'step' && typeof value === 'string')
      return (STEP_TITLES as Record<string, string>)[value] ?? value;
    if (name === 'section' && typeof value === 'string')
      return (DOCUMENT_SECTION_NAMES as Record<string, { title: string }>)[value]?.title ?? value;
    if (name === 'value' && typeof value === 'string' && ISO_DATE.test(value) && today)
      return relativeDate(value, today);
    if (value === undefined) return all.replace(/[{}]/g, '');
    if (value === '') return 'nothing';
    const shown = shownValue(words?.options, value, name === 'value' ? field : name, today);
    return quoted ? `"${shown}"` : shown;
  });
  return { text, missing };
}

const descriptions = new WeakMap<AnyStateMachine, Map<string, string>>();

function descriptionsOf(machine: AnyStateMachine): Map<string, string> {
  let map = descriptions.get(machine);
  if (!map) {
    map = new Map();
    const walk = (node: ChartNode) => {
      if (node.description) map?.set(node.path, node.description);
      node.children.forEach(walk);
    };
    walk(chartOf(machine));
    descriptions.set(machine, map);
  }
  return map;
}

/**
 * What the tester should see in a state (`contact.editing`, parallel parts joined by ','): the
 * `meta.description` of each part's innermost state that has one.
 */
export function whatToSee(machine: AnyStateMachine, stateKey: string): string {
  const known = descriptionsOf(machine);
  return stateKey
    .split(',')
    .map((part) => {
      const parts = part.split('.');
      for (let n = parts.length; n > 0; n--) {
        const description = known.get(parts.slice(0, n).join('.'));
        if (description) return description;
      }
      return part;
    })
    .join('; ');
}
