import { type RouteDef, noContent, ok, requireUser } from '../http';
import { findGrant, toGrant } from './grants';

export const savedGrantsRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/saved-grants',
    operationId: 'listSavedGrants',
    async handler(ctx) {
      const user = await requireUser(ctx);
      const saved = await ctx.db.savedGrants.where('userId').equals(user.id).toArray();
      saved.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      const grants = await ctx.db.grants.bulkGet(saved.map((s) => s.grantId));
      return ok(grants.flatMap((grant) => (grant ? [toGrant(grant)] : [])));
    },
  },
  {
    method: 'put',
    path: '/saved-grants/{grantId}',
    operationId: 'saveGrant',
    async handler(ctx) {
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
  },
  {
    method: 'delete',
    path: '/saved-grants/{grantId}',
    operationId: 'unsaveGrant',
    async handler(ctx) {
      const user = await requireUser(ctx);
      const grant = await findGrant(ctx.db, ctx.request.params.grantId ?? '');
      await ctx.db.savedGrants.delete([user.id, grant.id]);
      return noContent();
    },
  },
];
