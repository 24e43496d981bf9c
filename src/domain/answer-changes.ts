import type { SharedApplicationAnswers } from '../api/schema.gen';

// A leaf of its own: the cache's writes (app/wiring/queries.ts, in the first load) ask it, and
// importing it from draft-sync.ts pulled the wizard's whole domain into the entry chunk.

/** Whether a save carries any changed field. */
export const hasChanges = (changes: SharedApplicationAnswers) => Object.keys(changes).length > 0;
