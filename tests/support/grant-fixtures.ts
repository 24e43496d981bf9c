import type { Grant } from '../../src/api/schema.gen';

/** A grant as the server lists it, for screen tests: a rural health grant unless overridden. */
export const grant = (id: string, title: string, overrides: Partial<Grant> = {}): Grant => ({
  id,
  title,
  sector: 'Health',
  sectorFocus: 'Clinics',
  fundingSize: 50000,
  deadline: '2030-09-30',
  organizationType: 'nonprofit',
  status: 'active',
  motive: 'Care.',
  description: 'Funds rural clinics.',
  sectorDescription: 'Rural health',
  criteria: 'Registered clinics.',
  projectStage: 'implementation',
  agencyName: 'Health Fund',
  createdAt: '2030-01-01T00:00:00Z',
  ...overrides,
});
