// The demo's Google identities: the only ones the embedded backend's stand-in for Google sign-in
// accepts (docs/security.md: the demo's Google sign-in proves nothing about who you are). None is
// an account registered with a password: a stand-in identity never opens one (issue 45).

export const DEMO_GOOGLE_IDENTITIES = [
  { email: 'jordan.lee@example.org', givenName: 'Jordan', familyName: 'Lee' },
  { email: 'priya.shah@example.org', givenName: 'Priya', familyName: 'Shah' },
] as const;

export const isDemoGoogleEmail = (email: string): boolean =>
  DEMO_GOOGLE_IDENTITIES.some((identity) => identity.email === email.trim().toLowerCase());
