import {
  AGE_RANGE_OPTIONS,
  ETHNICITY_OPTIONS,
  GENDER_OPTIONS,
  ageFromRange,
} from '../../domain/options';
import { savedAnswersProblem } from '../application-body';
import {
  CURRENT_PASSWORD_MIN_LENGTH,
  NEW_PASSWORD_MIN_LENGTH,
  PERSONAL_INFO_MESSAGES,
} from '../../domain/personal-info';
import { PASSWORD_MIN_LENGTH, REGISTRATION_MESSAGES } from '../../domain/registration';
import {
  CURRENT_PASSWORD_LIMIT,
  SIGN_IN_LIMIT,
  SIGN_IN_WIDE_LIMIT,
  tooManyPasswordAttempts,
  tooManySignInAttempts,
} from '../../domain/sign-in';
import { isBlank, isEmail } from '../../domain/text';
import { isDemoGoogleEmail } from '../../domain/demo-google';
import { LIMITS, TOO_LONG, TOO_LONG_MESSAGE } from '../../domain/limits';
import { isCommonPassword } from '../../domain/common-passwords';
import { COMMON_PASSWORD_MESSAGE } from '../../domain/passwords';
import { isUuid } from '../../domain/safe-url';
import {
  PASSWORD_ITERATIONS,
  type PasswordHash,
  dummyPasswordHash,
  hashPassword,
  needsRehash,
  newSessionToken,
  verifyPassword,
} from '../crypto';
import type { MockDatabase, UserRecord } from '../db';
import {
  beginAttempt,
  clearAttempts,
  deviceThrottleKey,
  isKnownDevice,
  refundAttempt,
  rememberDevice,
  signInKeys,
} from '../sign-in-throttle';
import {
  HttpError,
  type HandlerContext,
  assertValid,
  assertWithinLimits,
  textLength,
  bearerToken,
  jsonBody,
  newId,
  noContent,
  ok,
  requireUser,
  stringField,
  validationFailed,
} from '../http';
import { defineHandlers } from '../handlers';
import { toUser } from '../users';
import { LINK_SECRET_MAX, VERIFICATION_RESEND_MS, sendVerificationMail } from '../mail';

const GENDERS: readonly string[] = GENDER_OPTIONS.map((o) => o.value);
const ETHNICITIES: readonly string[] = ETHNICITY_OPTIONS.map((o) => o.value);
const AGES: readonly number[] = AGE_RANGE_OPTIONS.map((o) => ageFromRange(o.value));

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

async function startSession(ctx: HandlerContext, user: UserRecord) {
  const token = newSessionToken();
  await ctx.db.sessions.put({ token, userId: user.id, createdAt: ctx.now().toISOString() });
  return ok({ token, user: toUser(user) });
}

/** Creates a user with a hashed password (also used by the seed). */
export async function createUser(
  db: MockDatabase,
  fields: Omit<
    UserRecord,
    'id' | 'passwordHash' | 'passwordSalt' | 'passwordIterations' | 'createdAt'
  > & {
    password: string;
    /** A precomputed hash of `password` (the seed's demo users, so seeding stays fast). */
    hash?: PasswordHash;
    id?: string;
  },
  now: Date,
  /** The count a hash made here gets. */
  iterations: number = PASSWORD_ITERATIONS,
): Promise<UserRecord> {
  const { password, hash, id, ...rest } = fields;
  const record: UserRecord = {
    ...rest,
    id: id ?? newId(),
    email: normaliseEmail(rest.email),
    createdAt: now.toISOString(),
    ...(hash ?? (await hashPassword(password, iterations))),
  };
  await db.users.add(record);
  return record;
}

/** The embedded backend's stand-in for a Google ID token: "mock-google." + base64url(JSON). */
export function decodeMockGoogleToken(
  idToken: string,
): { email: string; firstName: string; lastName: string } | null {
  if (!idToken.startsWith('mock-google.')) return null;
  try {
    const json = atob(idToken.slice('mock-google.'.length).replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as Record<string, unknown>;
    const email = typeof claims.email === 'string' ? claims.email : '';
    // Only the demo's own Google identities: a hand-made token for any other account (another
    // demo user's included) is refused.
    if (!isEmail(email) || !isDemoGoogleEmail(email)) return null;
    return {
      email,
      firstName: typeof claims.given_name === 'string' ? claims.given_name : '',
      lastName: typeof claims.family_name === 'string' ? claims.family_name : '',
    };
  } catch {
    return null;
  }
}

/** Saved answers whose texts are longer than the contract's `SavedAnswers` allows. */
function savedAnswersTooLong(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  return Object.entries(value).some(
    ([key, text]) =>
      typeof text === 'string' &&
      textLength(text) > (key === 'email' ? LIMITS.email : LIMITS.shortText),
  );
}

/** What `verifyEmail` answers when a link cannot verify (openapi.yaml's `VerifyEmailInvalid`). */
export const VERIFY_MESSAGES = {
  linkExpired: 'This verification link has expired.',
  linkInvalid: 'This verification link is not valid or was already used.',
} as const;

const emailAlreadyExists = () =>
  validationFailed({ email: 'emailAlreadyExists' }, 'Email already exists');

/** The unique email index refused a second account (Dexie's or IndexedDB's name for it). */
const isConstraintError = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'ConstraintError' ||
    (error as { inner?: { name?: unknown } }).inner?.name === 'ConstraintError');

/** A wrong email or password, as the contract declares it. */
const wrongCredentials = () =>
  validationFailed({ password: 'invalidCredentials' }, 'Invalid email or password');

export const handlers = defineHandlers({
  async loginWithEmail(ctx) {
    const body = jsonBody(ctx);
    assertWithinLimits(body, {
      email: LIMITS.email,
      password: LIMITS.password,
      deviceToken: LIMITS.deviceToken,
    });
    const email = stringField(body, 'email');
    const password = stringField(body, 'password');
    const deviceToken = stringField(body, 'deviceToken');
    assertValid({
      email: isBlank(email) ? 'Email is required' : undefined,
      password: password === '' ? 'Password is required' : undefined,
    });
    const key = normaliseEmail(email);
    const user = await ctx.db.users.where('email').equals(key).first();
    // A device this account signed in from before is counted alone: a stranger's failures
    // elsewhere never slow it (OWASP's device cookies). Any other attempt is an unknown device's.
    const knownDevice = !!user && (await isKnownDevice(ctx.db, deviceToken, user.id));
    const throttle = knownDevice
      ? (() => {
          const device = deviceThrottleKey(deviceToken, user.id);
          return {
            keys: [{ key: device, policy: SIGN_IN_LIMIT }],
            clearedOnSuccess: [device],
            refundedOnSuccess: [] as string[],
          };
        })()
      : signInKeys(key, ctx.request.client, {
          narrow: SIGN_IN_LIMIT,
          wide: SIGN_IN_WIDE_LIMIT,
        });
    // Counted before the slow hash, so parallel guesses cannot all pass the check.
    const wait = await beginAttempt(ctx.db, throttle.keys, ctx.now());
    if (wait > 0) {
      throw new HttpError(429, tooManySignInAttempts(wait), undefined, {
        'Retry-After': String(wait),
      });
    }
    // An unknown email costs the same key derivation as a known one.
    const valid = await verifyPassword(password, user ?? dummyPasswordHash(ctx.passwordIterations));
    if (!user || !valid) throw wrongCredentials();
    await clearAttempts(ctx.db, throttle.clearedOnSuccess);
    // Only failures count: the success takes its attempt back from the counts that stay.
    await refundAttempt(ctx.db, throttle.refundedOnSuccess);
    // A hash from before the current iteration count is replaced while the password is at hand.
    if (needsRehash(user, ctx.passwordIterations)) {
      await ctx.db.users.update(user.id, await hashPassword(password, ctx.passwordIterations));
    }
    const session = await startSession(ctx, user);
    const device = await rememberDevice(ctx.db, deviceToken, user.id, newSessionToken, ctx.now());
    return ok({ ...(session.body as object), deviceToken: device });
  },
  async loginWithGoogle(ctx) {
    const body = jsonBody(ctx);
    assertWithinLimits(body, { idToken: LIMITS.idToken });
    const refused = () =>
      validationFailed({ idToken: 'invalidToken' }, 'The Google sign-in could not be verified');
    // The stand-in tokens prove nothing: a server that is not the demo refuses them.
    const claims =
      ctx.standInGoogle === false ? null : decodeMockGoogleToken(stringField(body, 'idToken'));
    if (!claims) throw refused();
    const email = normaliseEmail(claims.email);
    const existing = await ctx.db.users.where('email').equals(email).first();
    let user = existing;
    if (!user) {
      try {
        user = await createUser(
          ctx.db,
          {
            email,
            firstName: claims.firstName,
            lastName: claims.lastName,
            password: newSessionToken(),
            // Google verified the address (a real server checks `email_verified` in the token).
            emailVerified: true,
            createdWith: 'google',
          },
          ctx.now(),
          ctx.passwordIterations,
        );
      } catch (error) {
        // A parallel first sign-in of the same identity made the account: this one signs in to it.
        if (!isConstraintError(error)) throw error;
        user = await ctx.db.users.where('email').equals(email).first();
        if (!user) throw error;
      }
    }
    // A stand-in identity never opens an account registered with a password.
    if (user.createdWith !== 'google') throw refused();
    return startSession(ctx, user);
  },
  async register(ctx) {
    const body = jsonBody(ctx);
    assertWithinLimits(body, {
      email: LIMITS.email,
      password: LIMITS.password,
      firstName: LIMITS.personName,
      lastName: LIMITS.personName,
      referralCode: LIMITS.referralCode,
    });
    const m = REGISTRATION_MESSAGES;
    const email = stringField(body, 'email');
    const password = stringField(body, 'password');
    const firstName = stringField(body, 'firstName');
    const lastName = stringField(body, 'lastName');
    const gender = stringField(body, 'gender');
    const ethnicity = stringField(body, 'ethnicity');
    const age = body.age;
    const referralCode = body.referralCode;
    assertValid({
      email: isBlank(email) ? m.emailRequired : !isEmail(email) ? m.emailInvalid : undefined,
      password:
        password.length < PASSWORD_MIN_LENGTH
          ? m.passwordTooShort
          : isCommonPassword(password, [email, firstName, lastName])
            ? COMMON_PASSWORD_MESSAGE
            : undefined,
      firstName: isBlank(firstName) ? m.firstNameRequired : undefined,
      lastName: isBlank(lastName) ? m.lastNameRequired : undefined,
      gender: GENDERS.includes(gender) ? undefined : m.genderRequired,
      age: typeof age === 'number' && AGES.includes(age) ? undefined : m.ageRequired,
      ethnicity: ETHNICITIES.includes(ethnicity) ? undefined : m.ethnicityRequired,
      referralCode:
        referralCode === undefined || referralCode === null || isUuid(referralCode)
          ? undefined
          : 'Invalid referral code',
    });
    if (await ctx.db.users.where('email').equals(normaliseEmail(email)).count()) {
      throw emailAlreadyExists();
    }
    const referrer = isUuid(referralCode) ? await ctx.db.users.get(referralCode) : undefined;
    const user = await createUser(
      ctx.db,
      {
        email,
        password,
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        gender: gender as UserRecord['gender'],
        age: age as number,
        ethnicity: ethnicity as UserRecord['ethnicity'],
        referredBy: referrer?.id ?? null,
        // Nothing proves the mailbox yet: the verification mail's link does (issue 61).
        emailVerified: false,
      },
      ctx.now(),
      ctx.passwordIterations,
    ).catch((error: unknown) => {
      // Registered in parallel: the unique email index refused the loser, which is told so.
      if (isConstraintError(error)) throw emailAlreadyExists();
      throw error;
    });
    await sendVerificationMail(ctx.db, user, ctx.now());
    if (referrer) {
      await ctx.db.affiliates.add({
        id: newId(),
        referrerId: referrer.id,
        referredUserId: user.id,
        status: 'PENDING',
        registrations: 1,
        conversions: 0,
        createdAt: ctx.now().toISOString(),
      });
    }
    return ok(toUser(user), 201);
  },
  async logout(ctx) {
    await requireUser(ctx);
    const token = bearerToken(ctx.request);
    if (token) await ctx.db.sessions.delete(token);
    return noContent();
  },
  async verifyEmail(ctx) {
    const body = jsonBody(ctx);
    assertWithinLimits(body, { token: LINK_SECRET_MAX });
    const token = stringField(body, 'token');
    const invalid = () => validationFailed({ token: 'linkInvalid' }, VERIFY_MESSAGES.linkInvalid);
    if (token === '') throw invalid();
    const link = await ctx.db.emailVerifications.get(token);
    if (!link) throw invalid();
    const user = await ctx.db.users.get(link.userId);
    // A link verifies the email it was sent to, only while that is still the account's.
    if (!user || user.email.toLowerCase() !== link.email) {
      await ctx.db.emailVerifications.delete(token);
      throw invalid();
    }
    if (Date.parse(link.expiresAt) <= ctx.now().getTime()) {
      throw validationFailed({ token: 'linkExpired' }, VERIFY_MESSAGES.linkExpired);
    }
    // Single use: this link, and every other sent to the account, stop working.
    await ctx.db.emailVerifications.where('userId').equals(user.id).delete();
    await ctx.db.users.update(user.id, { emailVerified: true });
    return ok({ email: user.email });
  },
  async sendVerificationEmail(ctx) {
    const user = await requireUser(ctx);
    if (user.emailVerified) return noContent();
    const now = ctx.now();
    const links = await ctx.db.emailVerifications.where('userId').equals(user.id).toArray();
    const recent = links.some(
      (link) => now.getTime() - Date.parse(link.sentAt) < VERIFICATION_RESEND_MS,
    );
    if (!recent) await sendVerificationMail(ctx.db, user, now);
    return noContent();
  },
  async getMe(ctx) {
    return ok(toUser(await requireUser(ctx)));
  },
  async updateMe(ctx) {
    const user = await requireUser(ctx);
    const body = jsonBody(ctx);
    assertWithinLimits(body, {
      firstName: LIMITS.personName,
      lastName: LIMITS.personName,
      oldPassword: LIMITS.password,
      password: LIMITS.password,
      linkedinUrl: LIMITS.url,
    });
    if (savedAnswersTooLong(body.savedAnswers)) {
      throw validationFailed({ savedAnswers: TOO_LONG }, TOO_LONG_MESSAGE);
    }
    const changes: Partial<UserRecord> = {};
    for (const key of ['firstName', 'lastName'] as const) {
      if (key in body) {
        const value = stringField(body, key).trim();
        if (value === '')
          throw validationFailed({
            [key]: `${key === 'firstName' ? 'First' : 'Last'} name cannot be empty`,
          });
        changes[key] = value;
      }
    }
    if ('linkedinUrl' in body) {
      const url = body.linkedinUrl;
      if (
        url !== null &&
        (typeof url !== 'string' || !/^https:\/\/([a-z0-9-]+\.)*linkedin\.com\/\S*$/i.test(url))
      ) {
        throw validationFailed({
          linkedinUrl: 'Enter a LinkedIn address starting with https://',
        });
      }
      changes.linkedinUrl = url as string | null;
    }
    if ('savedAnswers' in body) {
      const problem = savedAnswersProblem(body.savedAnswers);
      if (problem) throw validationFailed({ savedAnswers: problem });
      changes.savedAnswers = body.savedAnswers as UserRecord['savedAnswers'];
    }
    const oldPassword = stringField(body, 'oldPassword');
    const password = stringField(body, 'password');
    if (oldPassword !== '' || password !== '') {
      const p = PERSONAL_INFO_MESSAGES;
      assertValid({
        oldPassword:
          oldPassword === ''
            ? p.currentPasswordRequired
            : oldPassword.length < CURRENT_PASSWORD_MIN_LENGTH
              ? p.currentPasswordTooShort
              : undefined,
        password:
          password === ''
            ? p.newPasswordRequired
            : password.length < NEW_PASSWORD_MIN_LENGTH
              ? p.passwordTooShort
              : isCommonPassword(password, [
                    user.email,
                    changes.firstName ?? user.firstName,
                    changes.lastName ?? user.lastName,
                  ])
                ? COMMON_PASSWORD_MESSAGE
                : undefined,
      });
      // Throttled per user like sign-in: a stolen token must not find the password.
      const key = `current-password:${user.id}`;
      const wait = await beginAttempt(ctx.db, [{ key, policy: CURRENT_PASSWORD_LIMIT }], ctx.now());
      if (wait > 0) {
        throw new HttpError(429, tooManyPasswordAttempts(wait), undefined, {
          'Retry-After': String(wait),
        });
      }
      if (!(await verifyPassword(oldPassword, user))) {
        throw validationFailed(
          { oldPassword: 'incorrectOldPassword' },
          'The current password is incorrect',
        );
      }
      await clearAttempts(ctx.db, [key]);
      Object.assign(changes, await hashPassword(password, ctx.passwordIterations));
    }
    await ctx.db.users.update(user.id, changes);
    if (changes.passwordHash) {
      // A new password ends every other session of the user (a stolen token stops working).
      const current = bearerToken(ctx.request);
      await ctx.db.sessions
        .where('userId')
        .equals(user.id)
        .filter((session) => session.token !== current)
        .delete();
    }
    const updated = await ctx.db.users.get(user.id);
    // Deleted meanwhile: the session has no user any more.
    if (!updated) throw new HttpError(401, 'Unauthorized');
    return ok(toUser(updated));
  },
});
