// The LinkedIn profile address asked for on the dashboard's profile banner.

export const LINKEDIN_REQUIRED = 'LinkedIn profile URL is required';
export const LINKEDIN_INVALID =
  'Enter your LinkedIn profile address, like https://www.linkedin.com/in/your-name';

/** A https address on linkedin.com (any subdomain), with a path. */
export function linkedinUrlError(value: string): string | undefined {
  const text = value.trim();
  if (text === '') return LINKEDIN_REQUIRED;
  let url: URL;
  try {
    url = new URL(/^[a-z]+:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return LINKEDIN_INVALID;
  }
  const hostOk = url.hostname === 'linkedin.com' || url.hostname.endsWith('.linkedin.com');
  if (url.protocol !== 'https:' || !hostOk || url.pathname.length < 2) return LINKEDIN_INVALID;
  return undefined;
}

/** The address as stored: https:// added when the user left it out. */
export function normalizeLinkedinUrl(value: string): string {
  const text = value.trim();
  return /^[a-z]+:\/\//i.test(text) ? text : `https://${text}`;
}
