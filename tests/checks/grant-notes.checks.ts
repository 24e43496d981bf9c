import type { GrantDecision, GrantNote } from '../../src/api/schema.gen';
import { LONG, SOME_UUID } from '../support/check-fixtures';
import type { Checks, OwnerSetups } from '../support/checks';
import type { TestBackend } from '../support/mock-backend';
import { GRANT_ID } from '../unit/application-fixtures';

// The checks of each operation of src/mock-server/routes/grant-notes.ts, field by field as
// tests/support/checks.ts says; tests/support/operations.ts finds this file by its name. Dana and
// Sam apply to no grant together, so neither reads the other's notes.

const NOTES = `/grants/${GRANT_ID}/notes`;
/** The grant the path names (the catalogue's, which every user reads), with a user to send it. */
const grantOf = (backend: TestBackend) =>
  Promise.resolve({ id: GRANT_ID, userId: backend.demoUsers[0].id });
const FAULT = {
  screenTest: { file: 'e2e/grant-notes.spec.ts', title: 'Notes on a grant: a failed' },
} as const;

export const checks: Checks = {
  listGrantNotes: {
    owned: 'grantNote',
    async errors({ call }) {
      await call('get', NOTES, { token: null });
      await call('get', `/grants/${SOME_UUID}/notes`);
    },
    async forbidden({ as, sam, danas, expect }) {
      const theirs = (await as(sam, 'get', NOTES)).body as GrantNote[];
      expect(theirs.map((note) => note.id)).not.toContain(danas.grantNoteId);
    },
    fault: { readScreen: `/grant-details?id=${GRANT_ID}` },
  },
  createGrantNote: {
    owned: 'grantNote',
    ownRecord: grantOf,
    async errors({ call, notJson }) {
      const create = (body: unknown, token?: string | null) => call('post', NOTES, { body, token });
      await create({ text: 'x' }, null);
      await call('post', `/grants/${SOME_UUID}/notes`, { body: { text: 'x' } });
      await create(notJson);
      await create([]);
      await create({ text: '  ' });
      await create({ text: LONG(2000) });
      await create({ text: 'x', pinned: true });
    },
    async forbidden({ as, dana, sam, danas, expect }) {
      const made = await as(sam, 'post', NOTES, { text: "Sam's own thought" });
      expect(made.status).toBe(201);
      const danasList = (await as(dana, 'get', NOTES)).body as GrantNote[];
      expect(danasList.map((note) => note.id)).not.toContain((made.body as GrantNote).id);
      expect(danasList.map((note) => note.id)).toContain(danas.grantNoteId);
    },
    fault: FAULT,
  },
  updateGrantNote: {
    owned: 'grantNote',
    // A fresh backend has no note: its first demo user writes one.
    ownRecord: async (backend) => {
      const [owner] = backend.demoUsers;
      const token = await backend.signIn(owner.email, owner.password);
      const made = await backend.request('post', NOTES, { token, body: { text: 'Mine' } });
      return { id: (made.body as GrantNote).id, userId: owner.id };
    },
    async errors({ call, notJson, backend, users }) {
      const token = await backend.signIn(users[0].email, users[0].password);
      const made = await backend.request('post', NOTES, { token, body: { text: 'Mine' } });
      const path = `${NOTES}/${(made.body as GrantNote).id}`;
      const update = (body: unknown, token?: string | null) => call('patch', path, { body, token });
      await update({ text: 'x' }, null);
      await call('patch', `${NOTES}/${SOME_UUID}`, { body: { text: 'x' } });
      await call('patch', `/grants/${SOME_UUID}/notes/${SOME_UUID}`, { body: { text: 'x' } });
      await update(notJson);
      await update([]);
      await update({ text: '' });
      await update({ text: LONG(2000) });
      await update({ text: 'x', author: 'me' });
    },
    async forbidden({ as, dana, sam, danas, expect }) {
      const path = `${NOTES}/${danas.grantNoteId}`;
      expect((await as(sam, 'patch', path, { text: 'Taken' })).status).toBe(404);
      const danasList = (await as(dana, 'get', NOTES)).body as GrantNote[];
      expect(danasList.find((note) => note.id === danas.grantNoteId)?.text).toBe(
        'Ask the programme officer about matching funds',
      );
    },
    fault: FAULT,
  },
  deleteGrantNote: {
    owned: 'grantNote',
    async errors({ call }) {
      await call('delete', `${NOTES}/${SOME_UUID}`, { token: null });
      await call('delete', `${NOTES}/${SOME_UUID}`);
    },
    async forbidden({ as, dana, sam, danas, expect }) {
      expect((await as(sam, 'delete', `${NOTES}/${danas.grantNoteId}`)).status).toBe(404);
      const danasList = (await as(dana, 'get', NOTES)).body as GrantNote[];
      expect(danasList.map((note) => note.id)).toContain(danas.grantNoteId);
    },
    fault: FAULT,
  },
  setGrantDecision: {
    owned: 'grantNote',
    ownRecord: grantOf,
    async errors({ call, notJson }) {
      const decide = (body: unknown, token?: string | null) =>
        call('put', `/grants/${GRANT_ID}/decision`, { body, token });
      await decide({ decision: 'applying' }, null);
      await call('put', `/grants/${SOME_UUID}/decision`, { body: { decision: 'applying' } });
      await decide(notJson);
      await decide([]);
      await decide({ decision: 'maybe' });
      await decide({ decision: 'applying', why: 'x' });
    },
    async forbidden({ as, dana, sam, expect }) {
      const set = await as(sam, 'put', `/grants/${GRANT_ID}/decision`, { decision: 'notAFit' });
      expect(set.status).toBe(200);
      const danas = (await as(dana, 'get', '/grant-decisions')).body as GrantDecision[];
      expect(danas.find((row) => row.grantId === GRANT_ID)?.decision).toBe('applying');
    },
    fault: FAULT,
  },
  listGrantDecisions: {
    owned: 'grantNote',
    async errors({ call }) {
      await call('get', '/grant-decisions', { token: null });
    },
    async forbidden({ as, sam, expect }) {
      const theirs = (await as(sam, 'get', '/grant-decisions')).body as GrantDecision[];
      expect(theirs.find((row) => row.grantId === GRANT_ID)?.decision).not.toBe('applying');
    },
    // Top picks never fails with the decisions: with a decision filter it says it cannot apply it.
    fault: { readScreen: '/opportunities?decision=applying' },
  },
};

export const ownerData: OwnerSetups<'grantNote'> = {
  /** Dana's note on GRANT_ID, and her decision to apply. */
  async grantNote({ as, dana, expect }) {
    const made = await as(dana, 'post', NOTES, {
      text: 'Ask the programme officer about matching funds',
    });
    expect(made.status).toBe(201);
    const decided = await as(dana, 'put', `/grants/${GRANT_ID}/decision`, {
      decision: 'applying',
    });
    expect(decided.status).toBe(200);
    return { grantNoteId: (made.body as GrantNote).id };
  },
};

declare module '../support/checks' {
  interface OwnedKinds {
    grantNote: { grantNoteId: string };
  }
}
