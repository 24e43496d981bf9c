// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  notificationId,
  notificationTarget,
  notificationText,
} from '../../src/domain/notifications';
import type { Notification } from '../../src/api/schema.gen';

const GRANT = '6e1a3c85-0f7b-4d2e-9a6c-5b9f1e7d3c46';
const base = { subjectId: GRANT, at: '2026-03-10T00:00:00Z', read: false };

const saved: Notification = {
  ...base,
  id: 'a',
  kind: 'savedGrantDeadline',
  subjectName: 'Youth Arts Access Initiative',
  date: '2026-03-20',
};

describe('notifications in words', () => {
  it('counts whole calendar days, across a daylight-saving change', () => {
    expect(daysBetween('2026-03-01', '2026-03-15')).toBe(14);
    expect(daysBetween('2026-03-15', '2026-03-01')).toBe(-14);
  });

  it('ids follow what the notification says: a new stage is a new id', () => {
    expect(notificationId('applicationStageChanged', GRANT, 'Under Review')).toBe(
      `applicationStageChanged-${GRANT}-under-review`,
    );
    expect(notificationId('applicationStageChanged', GRANT, 'Completed')).not.toBe(
      notificationId('applicationStageChanged', GRANT, 'Under Review'),
    );
  });

  it('says when a saved grant or a draft is due, and where each leads', () => {
    expect(notificationText(saved, '2026-03-10')).toBe(
      'Youth Arts Access Initiative, a grant you saved, closes in 10 days (Mar 20, 2026).',
    );
    expect(notificationText(saved, '2026-03-19')).toBe(
      'Youth Arts Access Initiative, a grant you saved, closes tomorrow.',
    );
    expect(notificationText({ ...saved, kind: 'draftDeadline' }, '2026-03-20')).toBe(
      'Your draft application to Youth Arts Access Initiative is due today.',
    );
    expect(notificationTarget(saved)).toEqual({ to: '/grant-details', search: { id: GRANT } });
    expect(notificationTarget({ ...saved, kind: 'draftDeadline' })).toEqual({
      to: '/grant',
      search: { id: GRANT },
    });
  });

  it('says a stage change and a completed mission, and leads to the application and home', () => {
    const stage: Notification = {
      ...base,
      id: 'b',
      kind: 'applicationStageChanged',
      subjectName: 'Rooftop Solar',
      stage: 'Under Review',
      date: '2026-03-04',
    };
    expect(notificationText(stage, '2026-03-10')).toBe(
      'Your application "Rooftop Solar" is now Under Review.',
    );
    // With its receipt's number (issue 66), the bell names it.
    expect(notificationText({ ...stage, trackingNumber: 'GW-2026-000012' }, '2026-03-10')).toBe(
      'Your application "Rooftop Solar" is now Under Review (Tracking number: GW-2026-000012).',
    );
    expect(notificationTarget(stage)).toEqual({
      to: '/grants',
      search: { application: GRANT },
      hash: 'timeline',
    });
    const mission: Notification = {
      ...base,
      id: 'c',
      kind: 'missionCompleted',
      subjectName: 'Upload your first document',
      date: '2026-03-08',
    };
    expect(notificationText(mission, '2026-03-10')).toBe(
      'Mission completed: Upload your first document.',
    );
    expect(notificationTarget(mission)).toEqual({ to: '/', search: {} });
  });
});
