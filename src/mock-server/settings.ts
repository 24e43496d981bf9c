// Behaviour settings of the embedded backend, kept per browser so a demo or a test can make it
// slow or failing: latency, a random failure rate, and forced faults per operation. Their type is
// shared with the testers' inspector (lib/mock-settings.ts); the backend's modules take it from here.
import type { FaultKind, MockSettings } from '../lib/mock-settings';

export type { FaultKind, MockSettings };

/** How long a session lasts: since its last use (idle) and since sign-in (absolute). */
export interface SessionLifetime {
  idleMs: number;
  absoluteMs: number;
}

/** 30 minutes idle, 12 hours in all (docs/decisions.md). */
export const SESSION_LIFETIME: SessionLifetime = {
  idleMs: 30 * 60_000,
  absoluteMs: 12 * 60 * 60_000,
};

export const SETTINGS_KEY = 'grantwise.mock.settings';
const LEGACY_LATENCY_KEY = 'grantwise.mock.latency';
const FAULT_KINDS: readonly FaultKind[] = ['server', 'network', 'unauthorized'];

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

const clamp = (value: unknown, min: number, max: number, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value)
    ? Math.min(max, Math.max(min, value))
    : fallback;

export function readSettings(defaultLatency: number): MockSettings {
  const store = storage();
  let parsed: Partial<MockSettings> = {};
  try {
    parsed = JSON.parse(store?.getItem(SETTINGS_KEY) ?? '{}') as Partial<MockSettings>;
  } catch {
    parsed = {};
  }
  const legacy = Number(store?.getItem(LEGACY_LATENCY_KEY) ?? Number.NaN);
  const faults: Record<string, FaultKind> = {};
  for (const [operationId, kind] of Object.entries(parsed.faults ?? {})) {
    if (FAULT_KINDS.includes(kind)) faults[operationId] = kind;
  }
  return {
    latency: clamp(
      parsed.latency ?? (Number.isFinite(legacy) ? legacy : undefined),
      0,
      30_000,
      defaultLatency,
    ),
    failureRate: clamp(parsed.failureRate, 0, 1, 0),
    faults,
    ...(parsed.sessionMinutes && typeof parsed.sessionMinutes === 'object'
      ? { sessionMinutes: shorterSessions(parsed.sessionMinutes) }
      : {}),
  };
}

const minutes = (ms: number) => ms / 60_000;

/** Demo lifetimes can only be shorter than the real ones, never longer. */
function shorterSessions(value: { idle?: unknown; absolute?: unknown }) {
  const idleMax = minutes(SESSION_LIFETIME.idleMs);
  const absoluteMax = minutes(SESSION_LIFETIME.absoluteMs);
  return {
    idle: clamp(value.idle, 1, idleMax, idleMax),
    absolute: clamp(value.absolute, 1, absoluteMax, absoluteMax),
  };
}

/** The session lifetimes the embedded backend applies under these settings. */
export function sessionLifetimeOf(settings: MockSettings): SessionLifetime {
  if (!settings.sessionMinutes) return SESSION_LIFETIME;
  return {
    idleMs: settings.sessionMinutes.idle * 60_000,
    absoluteMs: settings.sessionMinutes.absolute * 60_000,
  };
}

export function writeSettings(settings: MockSettings): void {
  try {
    storage()?.setItem(SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // Storage unavailable: the settings last until the page closes.
  }
}

/** The fault an operation suffers now: a forced one, else a random 500 at the failure rate. */
export function faultFor(
  operationId: string,
  settings: MockSettings,
  random: () => number = Math.random,
): FaultKind | null {
  const forced = settings.faults[operationId];
  if (forced) return forced;
  return settings.failureRate > 0 && random() < settings.failureRate ? 'server' : null;
}

export const FAULT_BODIES = {
  server: { status: 500, message: 'The server had a problem (simulated). Please try again.' },
  unauthorized: { status: 401, message: 'Unauthorized' },
} as const;
