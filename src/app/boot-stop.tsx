import { MantineProvider } from '@mantine/core';
import type { Root } from 'react-dom/client';
import { type StopReason, StopScreen } from './stop-screen';
import { styleNonce } from './csp-nonce';
import { cssVariablesResolver, theme } from './theme';

// IndexedDB's failures as Dexie names them: unavailable (private mode, disabled), full, refused.
const STORAGE_FAILURES = new Set([
  'MissingAPIError',
  'OpenFailedError',
  'QuotaExceededError',
  'DatabaseClosedError',
  'InvalidStateError',
  'UnknownError',
  'VersionError',
  'AbortError',
  'SecurityError',
]);

/** Why the embedded backend could not start, in the terms the user can act on. */
export function stopReasonOf(error: unknown): StopReason {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const { name, inner } = current as { name?: unknown; inner?: unknown };
    if (typeof name === 'string' && STORAGE_FAILURES.has(name)) return 'storage';
    current = inner;
  }
  return 'startup';
}

/** Replaces whatever the page shows with a full-page stop and a Reload button. */
export function renderStop(root: Root, reason: StopReason): void {
  root.render(
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      getStyleNonce={styleNonce}
    >
      <StopScreen reason={reason} />
    </MantineProvider>,
  );
}
