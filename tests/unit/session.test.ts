import { describe, expect, it } from 'vitest';
import { forgetPersonalData, persistSession, readStoredSession } from '../../src/app/session';
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

describe('what the browser keeps of the signed-in user (ASVS 14.3.3)', () => {
  const profile = {
    id: '6f1c2b9e-4d3a-4c8e-9b1a-2f7d5e8c0a11',
    email: 'dana@example.org',
    emailVerified: true,
    firstName: 'Dana',
    lastName: 'Rivera',
    gender: 'female' as const,
    age: 35,
    ethnicity: 'hispanic' as const,
    linkedinUrl: null,
    savedAnswers: { fullName: 'Dana Rivera', phoneNumber: '+1 512 555 0142' },
    createdAt: '2024-03-02T10:15:00Z',
  };

  it('is the token, the id and the names: no email, profile or saved answers', () => {
    localStorage.clear();
    const storage = localStorage;
    persistSession({ token: 'tok', user: profile }, storage);
    const kept = storage.getItem('auth-storage') ?? '';
    for (const secret of ['dana@example.org', 'female', 'hispanic', '+1 512', '35'])
      expect(kept).not.toContain(secret);
    expect(readStoredSession(storage)).toEqual({
      token: 'tok',
      user: { id: profile.id, firstName: 'Dana', lastName: 'Rivera' },
    });
  });

  it('reads a whole profile kept by an older build as its id and names only', () => {
    localStorage.clear();
    const storage = localStorage;
    storage.setItem('token', 'tok');
    storage.setItem(
      'auth-storage',
      JSON.stringify({ state: { user: profile, isAuthenticated: true }, version: 0 }),
    );
    expect(readStoredSession(storage).user).toEqual({
      id: profile.id,
      firstName: 'Dana',
      lastName: 'Rivera',
    });
  });
});
