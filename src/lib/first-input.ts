/** What counts as the user's first input: a press, a key, focus moving, a touch. */
export const FIRST_INPUT = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * Runs `task` once, on the user's first input anywhere on the page (`types`, listened to in the
 * capture phase, so no handler can hide it). Returns a function that stops listening.
 */
export function onFirstInput(
  task: () => void,
  types: readonly (keyof WindowEventMap)[] = FIRST_INPUT,
): () => void {
  const stop = () => {
    for (const type of types) window.removeEventListener(type, run, true);
  };
  const run = () => {
    stop();
    task();
  };
  for (const type of types) window.addEventListener(type, run, { capture: true, passive: true });
  return stop;
}
