import { api } from './client';
import { unwrap } from './errors';
import type { GoogleLoginRequest, LoginRequest, RegisterRequest, UpdateMeRequest } from './types';

export const loginWithEmail = (body: LoginRequest) =>
  unwrap(api.POST('/auth/email/login', { body }));

export const loginWithGoogle = (body: GoogleLoginRequest) =>
  unwrap(api.POST('/auth/google/login', { body }));

export const register = async (body: RegisterRequest): Promise<void> => {
  await unwrap(api.POST('/auth/email/register', { body }));
};

export const logout = async (): Promise<void> => {
  await unwrap(api.POST('/auth/logout'));
};

export const getMe = () => unwrap(api.GET('/auth/me'));

export const updateMe = (body: UpdateMeRequest) => unwrap(api.PATCH('/auth/me', { body }));
