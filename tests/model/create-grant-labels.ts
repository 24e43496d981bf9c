// The create-grant form's fields as the screen labels them, shared by the jsdom and the browser
// replays of the create-grant machine.

export const CREATE_GRANT_LABELS: Record<string, string> = {
  title: 'Title',
  sector: 'Sector',
  sectorFocus: 'Sector Focus',
  fundingSize: 'Funding Size (USD)',
  deadline: 'Deadline',
  organizationType: 'Organization Type',
  motive: 'Motive',
  description: 'Description',
  sectorDescription: 'Sector Description',
  criteria: 'Criteria',
  projectStage: 'Project Stage',
};

/** A label as shown, with or without the required asterisk. */
export const labelled = (label: string) =>
  new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\s*\\*?$`);

/** The fields that are native selects. */
export const SELECTS = new Set(['organizationType', 'projectStage']);
