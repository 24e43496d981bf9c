// Shared by the jsdom and the browser replays of the create-grant machine (its fields' labels
// are in src/cockpit/plan-words.ts, which the test plans use too).

/** "Today" of the jsdom replay: its dates, and the test plan's relative dates, count from it. */
export const CREATE_GRANT_TODAY = new Date(2026, 2, 10, 12);

/** A label as shown, with or without the required asterisk. */
export const labelled = (label: string) =>
  new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\s*\\*?$`);

/** The fields that are native selects. */
export const SELECTS = new Set(['organizationType', 'projectStage']);
