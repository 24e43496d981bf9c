// @vitest-environment node
import { activitySentence } from '../../src/domain/sharing';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { EMPTY_ANSWERS } from '../../src/domain/application';
import {
  FIELD_PATHS,
  activitySummary,
  answersOf,
  canDo,
  changeProblems,
  changesBetween,
  conflictsOf,
  documentSectionOf,
  fieldProblem,
  fieldsOf,
} from '../../src/domain/shared-application';
import { TABLE_ANSWERS, VALID_ANSWERS } from './application-fixtures';

// Applying together (issue 46): the field paths of a shared draft, their checks, the way between
// the wizard's answers and the flat map, the merge rule and the roles' rights.

const contract = parse(readFileSync('openapi.yaml', 'utf8')) as {
  components: { schemas: Record<string, { properties: Record<string, { maxLength?: number }> }> };
};
const answersSchema = contract.components.schemas.SharedApplicationAnswers!.properties;

const DANA = { userId: '3f6c2a9e-8b1d-4c7a-9e2f-5a1b7c3d9e01', name: 'Dana Rivera' };
const PRIYA = { userId: '5b2d8f4a-6c1e-4d3b-9a7f-2e8c4b6d1a03', name: 'Priya Raman' };
const AT = '2026-11-24T10:12:00Z';

describe('the field paths', () => {
  it('are exactly the properties of SharedApplicationAnswers in openapi.yaml', () => {
    expect([...FIELD_PATHS].sort()).toEqual(Object.keys(answersSchema).sort());
  });

  it("keep the contract's length limits: at the limit saved, one past it tooLong", () => {
    for (const [path, schema] of Object.entries(answersSchema)) {
      if (schema.maxLength === undefined) continue;
      expect(fieldProblem(path, 'x'.repeat(schema.maxLength)), path).toBeNull();
      expect(fieldProblem(path, 'x'.repeat(schema.maxLength + 1)), path).toBe('tooLong');
    }
  });

  it('refuse an unknown path and a value of the wrong kind', () => {
    expect(fieldProblem('project.colour', 'red')).toBe('unknownField');
    expect(fieldProblem('__proto__', {})).toBe('unknownField');
    expect(fieldProblem('project.projectTitle', 7)).toBe('invalidValue');
    expect(fieldProblem('commissionAcknowledged', 'yes')).toBe('invalidValue');
    expect(fieldProblem('commissionAcknowledged', true)).toBeNull();
    expect(fieldProblem('final.targetAudience', ['Children', 3])).toBe('invalidValue');
    expect(fieldProblem('final.targetAudience', Array(8).fill('Children'))).toBe('tooLong');
    expect(fieldProblem('final.targetAudience', ['Children', 'Elderly'])).toBeNull();
  });

  it('check budget lines and documents item by item', () => {
    const line = {
      id: 'l1',
      category: 'supplies',
      description: 'Books',
      amount: '12',
      fundedBy: 'grant',
    };
    expect(fieldProblem('budget.lines', [line])).toBeNull();
    expect(fieldProblem('budget.lines', [{ ...line, amount: 12 }])).toBe('invalidValue');
    expect(fieldProblem('budget.lines', [{ ...line, colour: 'red' }])).toBe('invalidValue');
    expect(fieldProblem('budget.lines', [{ ...line, description: 'x'.repeat(201) }])).toBe(
      'tooLong',
    );
    expect(fieldProblem('budget.lines', Array(101).fill(line))).toBe('tooLong');
    expect(fieldProblem('budget.lines', line)).toBe('invalidValue');
    const document = { url: '/api/v1/files/1/content', fileName: 'cv.pdf', size: 10 };
    expect(fieldProblem('documents.resumes', [])).toBeNull();
    expect(fieldProblem('documents.resumes', [document])).toBeNull();
    expect(fieldProblem('documents.resumes', [document, document])).toBe('tooLong');
    expect(fieldProblem('documents.resumes', [{ ...document, size: -1 }])).toBe('invalidValue');
    expect(fieldProblem('documents.resumes', [{ url: 1, fileName: 'a' }])).toBe('invalidValue');
  });

  it('name each refused change by its path', () => {
    expect(
      changeProblems({ 'project.projectTitle': 'ok', 'project.colour': 'x', 'contact.email': 1 }),
    ).toEqual({ 'project.colour': 'unknownField', 'contact.email': 'invalidValue' });
  });

  it('name the document section of a documents path', () => {
    expect(documentSectionOf('documents.resumes')).toBe('resumes');
    expect(documentSectionOf('documents.colour')).toBeNull();
    expect(documentSectionOf('project.projectTitle')).toBeNull();
  });
});

describe('between the wizard and the map', () => {
  it('go there and back without losing an answer', () => {
    for (const answers of [VALID_ANSWERS, TABLE_ANSWERS, EMPTY_ANSWERS]) {
      const fields = fieldsOf(answers, true);
      expect(changeProblems(fields)).toEqual({});
      expect(Object.keys(fields).sort()).toEqual([...FIELD_PATHS].sort());
      expect(answersOf(fields)).toEqual(answers);
    }
  });

  it('map a document to a list of one and no document to an empty list', () => {
    const fields = fieldsOf(TABLE_ANSWERS);
    expect(fields['documents.resumes']).toEqual([TABLE_ANSWERS.documents.resumes]);
    expect(fieldsOf(EMPTY_ANSWERS)['documents.resumes']).toEqual([]);
    expect('commissionAcknowledged' in fieldsOf(EMPTY_ANSWERS)).toBe(false);
  });

  it('read a path never answered as the empty answer', () => {
    const answers = answersOf({ 'project.projectTitle': 'Reading nights' });
    expect(answers.project.projectTitle).toBe('Reading nights');
    expect(answers.contact).toEqual(EMPTY_ANSWERS.contact);
    expect(answers.documents.resumes).toBeNull();
  });

  it('give a save only the paths that changed', () => {
    const before = fieldsOf(EMPTY_ANSWERS);
    const after = fieldsOf({
      ...EMPTY_ANSWERS,
      project: { ...EMPTY_ANSWERS.project, projectTitle: 'Reading nights' },
    });
    expect(changesBetween(before, after)).toEqual({ 'project.projectTitle': 'Reading nights' });
    expect(changesBetween(before, before)).toEqual({});
  });
});

describe('the merge rule', () => {
  const fieldVersions = {
    'budget.lines': { version: 5, by: PRIYA, at: AT },
    'project.projectSummary': { version: 3, by: DANA, at: AT },
    'project.objective': { version: 6, by: DANA, at: AT },
  };

  it('merges fields nobody else changed since the base version', () => {
    expect(
      conflictsOf(
        5,
        { 'project.projectTitle': 'x', 'project.projectSummary': 'y' },
        fieldVersions,
        DANA.userId,
      ),
    ).toEqual([]);
  });

  it('refuses a field someone else changed after the base version', () => {
    expect(
      conflictsOf(
        4,
        { 'budget.lines': [], 'project.projectTitle': 'x' },
        fieldVersions,
        DANA.userId,
      ),
    ).toEqual(['budget.lines']);
    // Based on the version that made the change: no conflict.
    expect(conflictsOf(5, { 'budget.lines': [] }, fieldVersions, DANA.userId)).toEqual([]);
  });

  it("is no conflict for the caller's own later save", () => {
    expect(conflictsOf(2, { 'project.objective': 'x' }, fieldVersions, DANA.userId)).toEqual([]);
    expect(conflictsOf(2, { 'project.objective': 'x' }, fieldVersions, PRIYA.userId)).toEqual([
      'project.objective',
    ]);
  });
});

describe('roles and rights', () => {
  it('let the owner do everything, an editor edit, a viewer read', () => {
    expect(canDo('owner', 'manageMembers')).toBe(true);
    expect(canDo('owner', 'submit')).toBe(true);
    expect(canDo('editor', 'edit')).toBe(true);
    expect(canDo('editor', 'manageMembers')).toBe(false);
    expect(canDo('editor', 'submit')).toBe(false);
    expect(canDo('editor', 'delete')).toBe(false);
    expect(canDo('viewer', 'read')).toBe(true);
    expect(canDo('viewer', 'edit')).toBe(false);
  });
});

describe('the log in words', () => {
  it("says an event one way: the dashboard's last activity is the log's own sentence (issue 64)", () => {
    const saved = {
      actor: PRIYA,
      kind: 'saved' as const,
      fields: ['budget.lines', 'budget.costSharing'],
    };
    expect(activitySummary(saved)).toBe('Priya Raman changed Budget table and Cost sharing');
    expect(activitySummary(saved)).toBe(activitySentence(saved));
    expect(activitySummary({ actor: PRIYA, kind: 'memberJoined', detail: 'viewer' })).toBe(
      'Priya Raman joined as a viewer',
    );
    expect(
      activitySummary({ actor: DANA, kind: 'memberInvited', detail: 'priya@grantwise.app' }),
    ).toBe('Dana Rivera invited priya@grantwise.app');
    expect(activitySummary({ actor: DANA, kind: 'stageChanged', detail: 'Under Review' })).toBe(
      'Dana Rivera moved the application to Under Review',
    );
  });
});
