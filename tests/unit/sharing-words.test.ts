// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { notificationTarget, notificationText } from '../../src/domain/notifications';
import {
  activitySentence,
  fieldLabel,
  fieldsInWords,
  inviteEmailError,
  invitationText,
  listInWords,
} from '../../src/domain/sharing';
import { ACTIVITY, DANA, PRIYA, RECEIVED } from '../support/sharing-fixtures';
import type { ActivityEntry, Notification } from '../../src/api/schema.gen';

// Applying together in words (issue 46): field paths by the wizard's labels, each kind of log
// entry as a sentence, an invitation on the dashboard and in the bell.

describe('sharing words', () => {
  it('names every kind of field path by the label the wizard shows', () => {
    expect(fieldLabel('contact.fullName')).toBe('Full name');
    expect(fieldLabel('project.projectSummary')).toBe('Project summary');
    expect(fieldLabel('budget.lines')).toBe('Budget table');
    expect(fieldLabel('budget.costSharing')).toBe('Cost sharing');
    expect(fieldLabel('scope.budgetRange')).toBe('Budget range');
    expect(fieldLabel('final.targetAudience')).toBe('Target audience');
    expect(fieldLabel('documents.auditedStatement')).toBe('Audited Financial Statements');
    expect(fieldLabel('commissionAcknowledged')).toBe('Commission acknowledgement');
    // A path this build does not know yet is shown as it is, never dropped.
    expect(fieldLabel('project.somethingNew')).toBe('project.somethingNew');
    expect(listInWords(['a', 'b', 'c'])).toBe('a, b and c');
    // A long save names a few answers and counts the rest.
    expect(
      fieldsInWords([
        'contact.fullName',
        'contact.email',
        'contact.phoneNumber',
        'contact.location',
        'project.projectTitle',
      ]),
    ).toBe('Full name, Email address, Phone number and 2 more answers');
  });

  it('says each kind of activity as a sentence', () => {
    const entry = (kind: ActivityEntry['kind'], extra: Partial<ActivityEntry> = {}) =>
      activitySentence({ ...ACTIVITY[0]!, fields: undefined, kind, actor: DANA, ...extra });
    expect(ACTIVITY.map(activitySentence)).toEqual([
      'Priya Raman changed Budget table and Project summary',
      'Dana Rivera attached org-chart.pdf',
      'Priya Raman joined as an editor',
      'Dana Rivera invited priya@grantwise.app',
      'Dana Rivera started the application',
    ]);
    expect(entry('documentRemoved', { detail: 'cv.pdf' })).toBe('Dana Rivera removed cv.pdf');
    expect(entry('memberDeclined', { actor: PRIYA })).toBe('Priya Raman declined the invitation');
    expect(entry('memberLeft', { actor: PRIYA })).toBe('Priya Raman left the application');
    expect(entry('memberRemoved', { detail: 'Priya Raman' })).toBe(
      'Dana Rivera removed Priya Raman',
    );
    expect(entry('memberRoleChanged', { detail: 'Priya Raman is now a viewer' })).toBe(
      'Dana Rivera changed a role: Priya Raman is now a viewer',
    );
    expect(entry('submitted')).toBe('Dana Rivera submitted the application');
    expect(entry('stageChanged', { detail: 'Under Review' })).toBe(
      'Dana Rivera moved the application to Under Review',
    );
  });

  it('checks the invited email as the wizard checks one', () => {
    expect(inviteEmailError(' ')).toBe('Email address is required');
    expect(inviteEmailError('priya@')).toBe('Email address is invalid');
    expect(inviteEmailError(' priya@grantwise.app ')).toBeUndefined();
  });

  it('says an invitation on the dashboard and in the bell, which leads to the invitations', () => {
    expect(invitationText(RECEIVED)).toBe(
      'Dana Rivera invited you to edit Family Reading Nights at the Food Hub',
    );
    expect(invitationText({ ...RECEIVED, role: 'viewer', projectTitle: '' })).toBe(
      'Dana Rivera invited you to view Early Childhood Literacy Grant',
    );
    const notification: Notification = {
      id: `invitationReceived-${RECEIVED.id}`,
      kind: 'invitationReceived',
      subjectId: RECEIVED.id,
      subjectName: 'Early Childhood Literacy Grant',
      role: 'editor',
      date: '2026-11-22',
      at: '2026-11-22T09:00:00Z',
      read: false,
    };
    expect(notificationText(notification, '2026-11-23')).toBe(
      'You are invited to edit Early Childhood Literacy Grant.',
    );
    expect(notificationTarget(notification)).toEqual({
      to: '/grants',
      search: {},
      hash: 'invitations',
    });
  });
});
