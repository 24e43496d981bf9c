import { GRANT_ID, VALID_ANSWERS, storedApplication } from '../unit/application-fixtures';
import type { Grant } from '../../src/api/schema.gen';

// What the application wizard's model tests feed their fake actors: the grant, the created
// application and the file a user uploads.

export const GRANT = {
  id: GRANT_ID,
  title: 'Community Food Resilience Grant',
  fundingSize: 75000,
  sector: 'Agriculture',
} as Grant;

export const APPLICATION = storedApplication(VALID_ANSWERS, {
  grant: { title: GRANT.title, deadline: '2030-09-30' },
  generatedDraft: 'Project narrative — test.',
});

export const UPLOAD_FILE = new File(['%PDF'], 'resumes-key-staff.pdf', {
  type: 'application/pdf',
});
