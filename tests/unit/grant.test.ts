// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  EMPTY_GRANT_BASICS,
  EMPTY_GRANT_DETAILS,
  GRANT_PROJECT_STAGE_OPTIONS,
  type GrantBasics,
  type GrantDetails,
  ORGANIZATION_TYPE_OPTIONS,
  buildNewGrant,
  isCalendarDate,
  isFutureDeadline,
  organizationTypeLabel,
  parseAmount,
  projectStageLabel,
  validateGrantBasics,
  validateGrantDetails,
} from '../../src/domain/grant';

const NOW = new Date(2026, 2, 10, 15, 30);

const basics: GrantBasics = {
  title: ' Coastal Schools Solar ',
  sector: ' Energy',
  sectorFocus: 'Solar for schools ',
  fundingSize: ' 42000.50 ',
  deadline: '2026-03-11',
  organizationType: 'educational',
};
const details: GrantDetails = {
  motive: ' Lower bills ',
  description: 'Rooftop solar',
  sectorDescription: 'Clean energy for schools',
  criteria: 'Public district',
  projectStage: 'planning',
};

describe('create-grant step 1 rules', () => {
  it('accepts valid values', () => {
    expect(validateGrantBasics(basics, NOW)).toEqual({});
  });

  it('gives every required message, trimming values first', () => {
    expect(validateGrantBasics({ ...EMPTY_GRANT_BASICS, title: '   ', sector: '\t' }, NOW)).toEqual(
      {
        title: 'Title is required',
        sector: 'Sector is required',
        sectorFocus: 'Sector focus is required',
        fundingSize: 'Funding size is required',
        deadline: 'Deadline is required',
        organizationType: 'Organization type is required',
      },
    );
  });

  it.each(['0', '-1', 'abc', '1e3', '12..5', '0.00', 'Infinity'])(
    'rejects the amount %s with Please enter a valid amount',
    (fundingSize) => {
      expect(validateGrantBasics({ ...basics, fundingSize }, NOW).fundingSize).toBe(
        'Please enter a valid amount',
      );
    },
  );

  it.each(['0.01', '5', '1000000', '12.345'])('accepts the amount %s', (fundingSize) => {
    expect(validateGrantBasics({ ...basics, fundingSize }, NOW).fundingSize).toBeUndefined();
  });

  it.each(['2026-03-10', '2026-03-09', '2020-01-01', '2026-02-30', 'next week'])(
    'rejects the deadline %s with Deadline must be in the future',
    (deadline) => {
      expect(validateGrantBasics({ ...basics, deadline }, NOW).deadline).toBe(
        'Deadline must be in the future',
      );
    },
  );

  it('rejects an organisation type that is not one of the four', () => {
    expect(validateGrantBasics({ ...basics, organizationType: 'charity' }, NOW)).toEqual({
      organizationType: 'Organization type is required',
    });
  });
});

describe('create-grant step 2 rules', () => {
  it('accepts valid values', () => {
    expect(validateGrantDetails(details)).toEqual({});
  });

  it('gives every required message', () => {
    expect(validateGrantDetails({ ...EMPTY_GRANT_DETAILS, motive: '  ' })).toEqual({
      motive: 'Motive is required',
      description: 'Description is required',
      sectorDescription: 'Sector description is required',
      criteria: 'Criteria is required',
      projectStage: 'Project stage is required',
    });
    expect(validateGrantDetails({ ...details, projectStage: 'someday' })).toEqual({
      projectStage: 'Project stage is required',
    });
  });
});

describe('the created grant', () => {
  it('is trimmed, has a numeric amount and is active', () => {
    expect(buildNewGrant(basics, details)).toEqual({
      title: 'Coastal Schools Solar',
      sector: 'Energy',
      sectorFocus: 'Solar for schools',
      fundingSize: 42000.5,
      deadline: '2026-03-11',
      organizationType: 'educational',
      status: 'active',
      motive: 'Lower bills',
      description: 'Rooftop solar',
      sectorDescription: 'Clean energy for schools',
      criteria: 'Public district',
      projectStage: 'planning',
    });
  });
});

describe('helpers', () => {
  it('knows calendar dates and future deadlines', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isFutureDeadline('2026-03-11', NOW)).toBe(true);
    expect(isFutureDeadline('2026-03-10', NOW)).toBe(false);
  });

  it('parses amounts', () => {
    expect(parseAmount('12.5')).toBe(12.5);
    expect(parseAmount('0')).toBeNull();
  });

  it('labels organisation types and project stages', () => {
    expect(ORGANIZATION_TYPE_OPTIONS.map((o) => [o.value, o.label])).toEqual([
      ['nonprofit', 'Non-Profit'],
      ['forprofit', 'For-Profit'],
      ['government', 'Government'],
      ['educational', 'Educational'],
    ]);
    expect(GRANT_PROJECT_STAGE_OPTIONS.map((o) => o.value)).toEqual([
      'idea',
      'planning',
      'development',
      'implementation',
      'scaling',
    ]);
    expect(organizationTypeLabel('forprofit')).toBe('For-Profit');
    expect(projectStageLabel('scaling')).toBe('Scaling');
    expect(projectStageLabel('other')).toBe('other');
  });
});
