import { GRANT_ID } from '../unit/application-fixtures';
import type { Grant } from '../../src/api/schema.gen';

// What the application wizard's model tests feed their fake actors: the grant, the created
// application and the file a user uploads.

export const GRANT = {
  id: GRANT_ID,
  title: 'Community Food Resilience Grant',
  fundingSize: 75000,
  sector: 'Agriculture',
} as Grant;

export const APPLICATION = {
  id: 'c2a7e6f1-4b3d-4e8a-9f1c-2d3e4f5a6b7c',
  generatedDraft: 'Project narrative — test.',
};

export const UPLOAD_FILE = new File(['%PDF'], 'resumes-key-staff.pdf', {
  type: 'application/pdf',
});
