import { noContent, ok, requireUser } from '../http';
import { defineHandlers } from '../handlers';
import { findGrant, toGrant } from './grants';

export const handlers = defineHandlers({
  async listSavedGrants(ctx) {
    const user = await requireUser(ctx);
    const saved = await ctx.db.savedGrants.where('userId').equals(user.id).toArray();
    saved.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const grants = await ctx.db.grants.bulkGet(saved.map((s) => s.grantId));
    return ok(grants.flatMap((grant) => (grant ? [toGrant(grant)] : [])));
  },
  async saveGrant(ctx) {
    const user = await requireUser(ctx);
    const grant = await findGrant(ctx.db, ctx.request.params.grantId ?? '');
    const existing = await ctx.db.savedGrants.get([user.id, grant.id]);
    if (!existing) {
      await ctx.db.savedGrants.put({
        userId: user.id,
        grantId: grant.id,
        createdAt: ctx.now().toISOString(),
      });
    }
    return noContent();
  },
  async unsaveGrant(ctx) {
    const user = await requireUser(ctx);
    const grant = await findGrant(ctx.db, ctx.request.params.grantId ?? '');
    await ctx.db.savedGrants.delete([user.id, grant.id]);
    return noContent();
  },
});
