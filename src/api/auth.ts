import { api } from './client';
import { unwrap } from './errors';
import type { components } from './schema.gen';

type Schemas = components['schemas'];

export const loginWithEmail = (body: Schemas['LoginRequest']) =>
  unwrap(api.POST('/auth/email/login', { body }));

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
