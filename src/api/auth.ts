import { api } from './client';
import { keepDeviceToken, readDeviceToken } from './device-token';
import { unwrap } from './errors';
import type { components } from './schema.gen';

type Schemas = components['schemas'];

/** Sends this browser's device token with the credentials and keeps the one the server gives. */
export const loginWithEmail = async (body: Schemas['LoginRequest']) => {
  const deviceToken = readDeviceToken();
  const answer = await unwrap(
    api.POST('/auth/email/login', { body: deviceToken ? { ...body, deviceToken } : body }),
  );
  keepDeviceToken(answer.deviceToken);
  return answer;
};

export const loginWithGoogle = (body: Schemas['GoogleLoginRequest']) =>
  unwrap(api.POST('/auth/google/login', { body }));

export const register = async (body: Schemas['RegisterRequest']): Promise<void> => {
  await unwrap(api.POST('/auth/email/register', { body }));
};

export const logout = async (): Promise<void> => {
  await unwrap(api.POST('/auth/logout'));
};

export const getMe = () => unwrap(api.GET('/auth/me'));

export const updateMe = (body: Schemas['UpdateMeRequest']) =>
  unwrap(api.PATCH('/auth/me', { body }));
