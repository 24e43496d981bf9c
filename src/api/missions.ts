import { api } from './client';
import { unwrap } from './errors';
import type { components } from './schema.gen';

type Schemas = components['schemas'];

export const listUserMissions = () => unwrap(api.GET('/user-missions'));

export const updateUserMission = (id: string, body: Schemas['UpdateUserMissionRequest']) =>
  unwrap(api.PATCH('/user-missions/{id}', { params: { path: { id } }, body }));
