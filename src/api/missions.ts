import { api } from './client';
import { unwrap } from './errors';
import type { UpdateUserMissionRequest } from './schema.gen';

export const listUserMissions = () => unwrap(api.GET('/user-missions'));

export const updateUserMission = (id: string, body: UpdateUserMissionRequest) =>
  unwrap(api.PATCH('/user-missions/{id}', { params: { path: { id } }, body }));
