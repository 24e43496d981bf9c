import { api } from './client';
import { keepDeviceToken, readDeviceToken } from './device-token';
import { unwrap } from './errors';
import type {
  GoogleLoginRequest,
  LoginRequest,
  RegisterRequest,
  UpdateMeRequest,
} from './schema.gen';

/** Sends this browser's device token with the credentials and keeps the one the server gives. */
export const loginWithEmail = async (body: LoginRequest) => {
  const deviceToken = readDeviceToken();
  const answer = await unwrap(
    api.POST('/auth/email/login', { body: deviceToken ? { ...body, deviceToken } : body }),
  );
  keepDeviceToken(answer.deviceToken);
  return answer;
};

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

/** Follows a verification mail's link (issue 61): answers the email it verified. */
export const verifyEmail = (token: string) =>
  unwrap(api.POST('/auth/verify-email', { body: { token } }));

/** Sends the verification mail again (none when verified, or when one went a minute ago). */
export const sendVerificationEmail = async (): Promise<void> => {
  await unwrap(api.POST('/auth/verification-email'));
};
