import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { unwrap } from '../../src/api/errors';
import { FAULT_BODIES } from '../../src/mock-server/settings';
import type { OperationId } from '../../src/api/call';

// The demo backend's forced faults as the app meets them, for screen tests: an operation set to
// fail throws what the API client throws for it. The client's own `unwrap` makes the error from
// what the embedded backend gives: for 'server' its 500 with the contract's error body (the
// server's message, FAULT_BODIES), for 'network' the failed fetch, a TypeError (its fetch wrapper,
// src/mock-server/start.ts). tests/unit/mock-faults.test.ts proves the backend and client side.

export const FAULTS = ['server', 'network'] as const;
export type Fault = (typeof FAULTS)[number];

/** The server's message of a forced server fault. */
export const SIMULATED = FAULT_BODIES.server.message;

/** What the client throws for a call the fault made fail: an ApiError, as `unwrap` makes it. */
export function failAs(fault: Fault): Promise<never> {
  const answer =
    fault === 'server'
      ? Promise.resolve({
          error: FAULT_BODIES.server,
          response: Response.json(FAULT_BODIES.server, { status: 500 }),
        })
      : Promise.reject(new TypeError('Failed to fetch'));
  return unwrap(answer) as Promise<never>;
}

/** The catalogue's "server's message, else the fallback" for a fault: what the screen must say. */
export const messageOf = (fault: Fault, fallback: string): string =>
  fault === 'server' ? SIMULATED : fallback;

/**
 * The fault setting of a test's fake server, as the demo's is (set per operation, read at every
 * call): `answering(id, fake)` fails while `id` has a fault forced and otherwise answers with
 * `fake`. `failed(id)` counts the calls a fault made fail (for a failure the screen shows no
 * message of).
 */
export function forcedFaults() {
  const faults = new Map<OperationId, Fault>();
  const failures = new Map<OperationId, number>();
  return {
    force(id: OperationId, fault: Fault) {
      faults.set(id, fault);
    },
    clear() {
      faults.clear();
    },
    failed: (id: OperationId) => failures.get(id) ?? 0,
    answering<Args extends unknown[], Answer>(
      id: OperationId,
      fake: (...args: Args) => Promise<Answer>,
    ): (...args: Args) => Promise<Answer> {
      return (...args) => {
        const fault = faults.get(id);
        if (!fault) return fake(...args);
        failures.set(id, (failures.get(id) ?? 0) + 1);
        return failAs(fault);
      };
    },
  };
}

/**
 * Waits until an alert (an inline failure, a toast) says `text`, word for word: the element that
 * holds the text is in an element of role alert.
 */
export const alertSays = (text: string) =>
  waitFor(() =>
    expect(
      screen.getAllByText(text).filter((element) => element.closest('[role="alert"]')),
      `an alert saying "${text}"`,
    ).not.toHaveLength(0),
  );
