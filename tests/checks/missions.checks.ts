import { SOME_UUID } from '../support/check-fixtures';
import type { Checks, OwnerSetups } from '../support/checks';

// The checks of each operation of src/mock-server/routes/missions.ts, field by field as
// tests/support/checks.ts says; tests/support/operations.ts finds this file by its name.

export const checks: Checks = {
  listUserMissions: {
    owned: 'mission',
    async errors({ call }) {
      await call('get', '/user-missions', { token: null });
    },
    async forbidden({ as, sam, danas, expect }) {
      const rows = (await as(sam, 'get', '/user-missions')).body as { id: string }[];
      expect(rows.map((r) => r.id)).not.toContain(danas.missionId);
    },
    fault: { readScreen: '/' },
  },
  updateUserMission: {
    owned: 'mission',
    ownRecord: (backend) => backend.db.userMissions.toCollection().first(),
    async errors({ call, ids, notJson }) {
      const update = (id: string, body: unknown, token?: string | null) =>
        call('patch', `/user-missions/${id}`, { body, token });
      await update(ids.mission, {}, null);
      await update(SOME_UUID, {});
      await update(ids.mission, notJson);
      await update(ids.mission, []);
      await update(ids.mission, {});
      await update(ids.mission, { missionId: ids.otherMission, completed: true });
    },
    async forbidden({ as, sam, danas, expect }) {
      const res = await as(sam, 'patch', `/user-missions/${danas.missionId}`, {
        missionId: danas.missionCatalogueId,
        completed: true,
      });
      expect(res.status).toBe(404);
    },
    fault: {
      screenTest: {
        file: 'screens/faults-home.test.tsx',
        title: 'updateUserMission: the mission is put back',
      },
    },
  },
};

export const ownerData: OwnerSetups<'mission'> = {
  /** Dana's first mission, and its catalogue id. */
  async mission({ as, dana }) {
    const missions = (await as(dana, 'get', '/user-missions')).body as {
      id: string;
      mission: { id: string };
    }[];
    return { missionId: missions[0]!.id, missionCatalogueId: missions[0]!.mission.id };
  },
};

declare module '../support/checks' {
  interface OwnedKinds {
    mission: { missionId: string; missionCatalogueId: string };
  }
}
