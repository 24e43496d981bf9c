import { describe, expect, it } from 'vitest';
import { forgetPersonalData } from '../../src/app/session';
import { draftKey } from '../../src/domain/draft-key';

const DANA = '6f1c2b9e-4d3a-4c8e-9b1a-2f7d5e8c0a11';
const SAM = '8a2d4f6b-1c3e-4a5b-8d7f-9e0a1b2c3d44';

describe('forgetting the data a user kept in this browser', () => {
  it("removes every wizard draft of that user and nothing else (other users' drafts, settings)", () => {
    localStorage.clear();
    localStorage.setItem(draftKey(DANA, 'grant-1'), '{}');
    localStorage.setItem(draftKey(DANA, 'grant-2'), '{}');
    localStorage.setItem(draftKey(SAM, 'grant-1'), '{}');
    localStorage.setItem('grantwise.mock.settings', '{}');
    forgetPersonalData(DANA);
    expect(Object.keys(localStorage).sort()).toEqual(
      [draftKey(SAM, 'grant-1'), 'grantwise.mock.settings'].sort(),
    );
    forgetPersonalData('');
    expect(localStorage.length).toBe(2);
  });
});
