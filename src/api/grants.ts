import { api } from './client';
import { unwrap } from './errors';
import type { GrantInput } from './schema.gen';

export const listGrants = () => unwrap(api.GET('/grants'));

export const getGrant = (id: string) =>
  unwrap(api.GET('/grants/{id}', { params: { path: { id } } }));

export const createGrant = (body: GrantInput) => unwrap(api.POST('/grants', { body }));

export const listSavedGrants = () => unwrap(api.GET('/saved-grants'));

export const saveGrant = async (grantId: string): Promise<void> => {
  await unwrap(api.PUT('/saved-grants/{grantId}', { params: { path: { grantId } } }));
};

export const unsaveGrant = async (grantId: string): Promise<void> => {
  await unwrap(api.DELETE('/saved-grants/{grantId}', { params: { path: { grantId } } }));
};
