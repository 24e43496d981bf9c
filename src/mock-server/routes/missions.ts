import type { MissionRecord, MockDatabase, UserMissionRecord } from '../db';
import {
  assertValid,
  jsonBody,
  newId,
  notFound,
  ok,
  requireUser,
  validationFailed,
  findOwned,
} from '../http';
import { defineHandlers } from '../handlers';

function toUserMission(record: UserMissionRecord, mission: MissionRecord) {
  const { order: _order, ...missionFields } = mission;
  return {
    id: record.id,
    completed: record.completed,
    completed_at: record.completed_at,
    updated_at: record.updated_at,
    mission: missionFields,
  };
}

/** Every mission of the catalogue paired with the user's progress; new missions start open. */
async function progressOf(db: MockDatabase, userId: string, now: Date) {
  const missions = await db.missions.orderBy('order').toArray();
  const rows = await db.userMissions.where('userId').equals(userId).toArray();
  const byMission = new Map(rows.map((row) => [row.missionId, row]));
  const missing: UserMissionRecord[] = missions
    .filter((mission) => !byMission.has(mission.id))
    .map((mission) => ({
      id: newId(),
      userId,
      missionId: mission.id,
      completed: false,
      completed_at: null,
      updated_at: now.toISOString(),
    }));
  if (missing.length > 0) {
    await db.userMissions.bulkAdd(missing);
    for (const row of missing) byMission.set(row.missionId, row);
  }
  return missions.map((mission) => toUserMission(byMission.get(mission.id)!, mission));
}

export const handlers = defineHandlers({
  async listUserMissions(ctx) {
    const user = await requireUser(ctx);
    return ok(await progressOf(ctx.db, user.id, ctx.now()));
  },
  async updateUserMission(ctx) {
    const user = await requireUser(ctx);
    const record = await findOwned(ctx.db.userMissions, ctx.request.params.id, user.id, 'Mission');
    const body = jsonBody(ctx);
    assertValid({
      missionId: typeof body.missionId === 'string' ? undefined : 'Mission id is required',
      completed:
        typeof body.completed === 'boolean' ? undefined : 'Completed must be true or false',
    });
    if (body.missionId !== record.missionId) {
      throw validationFailed({ missionId: 'The mission does not match this user mission' });
    }
    const mission = await ctx.db.missions.get(record.missionId);
    if (!mission) throw notFound('Mission');
    const now = ctx.now().toISOString();
    const completed = body.completed === true;
    const updated: UserMissionRecord = {
      ...record,
      completed,
      completed_at: completed ? now : null,
      updated_at: now,
    };
    await ctx.db.userMissions.put(updated);
    return ok(toUserMission(updated, mission));
  },
});
