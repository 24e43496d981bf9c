// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  hostingHeaders,
  hostingOptions,
  parseHostingHeaders,
} from '../../vite.config';

const CLIENT_ID = 'grantwise-test.apps.googleusercontent.com';

/** The policy as directive -> sources. */
function directives(env: Record<string, string>): Record<string, string[]> {
  return Object.fromEntries(
    contentSecurityPolicy(env, 'n0nce')
      .split('; ')
      .map((directive) => {
        const [name = '', ...sources] = directive.split(' ');
        return [name, sources];
      }),
  );
}

const googleSources = (policy: Record<string, string[]>) =>
  Object.fromEntries(
    Object.entries(policy).map(([name, sources]) => [
      name,
      sources.filter((source) => source.includes('google')),
    ]),
  );

describe('the Content-Security-Policy of a build', () => {
  it('lets the live build with a client id reach exactly what Sign in with Google needs', () => {
    const policy = directives({
      VITE_API_MODE: 'live',
      VITE_API_BASE_URL: 'https://api.example.org/api/v1',
      VITE_GOOGLE_CLIENT_ID: CLIENT_ID,
    });
    expect(policy['script-src']).toEqual(["'self'", 'https://accounts.google.com/gsi/client']);
    expect(policy['style-src']).toEqual([
      "'self'",
      "'nonce-n0nce'",
      'https://accounts.google.com/gsi/style',
    ]);
    expect(policy['frame-src']).toEqual(["'self'", 'blob:', 'https://accounts.google.com/gsi/']);
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://api.example.org',
      'https://accounts.google.com/gsi/',
    ]);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('allows nothing of Google in a live build without a client id', () => {
    const policy = directives({ VITE_API_MODE: 'live', VITE_GOOGLE_CLIENT_ID: '' });
    expect(Object.values(googleSources(policy)).flat()).toEqual([]);
    expect(policy['script-src']).toEqual(["'self'"]);
  });

  it('allows nothing of Google in the demo build, even with a client id in the environment', () => {
    for (const mode of ['mock', undefined]) {
      const env: Record<string, string> = { VITE_GOOGLE_CLIENT_ID: CLIENT_ID };
      if (mode) env.VITE_API_MODE = mode;
      const policy = directives(env);
      expect(Object.values(googleSources(policy)).flat(), `mode ${mode}`).toEqual([]);
      expect(policy['script-src']).toEqual(["'self'"]);
      expect(policy['connect-src']).toEqual(["'self'"]);
      expect(policy['frame-src']).toEqual(["'self'", 'blob:']);
    }
  });
});

describe('the headers file of a build (_headers)', () => {
  it("sends the build's policy plus frame-ancestors, HSTS, nosniff, the referrer and feature policies", () => {
    const policy = contentSecurityPolicy({}, 'n0nce');
    const file = hostingHeaders(policy);
    expect(file.split('\n')[0]).toBe('/*');
    expect(Object.fromEntries(parseHostingHeaders(file))).toEqual({
      'Content-Security-Policy': `${policy}; frame-ancestors 'none'`,
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
  });

  it("keeps Google's sign-in popup working: same-origin-allow-popups only in a live build with a client id", () => {
    const coop = (env: Record<string, string>) =>
      Object.fromEntries(parseHostingHeaders(hostingHeaders('p', hostingOptions(env))))[
        'Cross-Origin-Opener-Policy'
      ];
    expect(coop({ VITE_API_MODE: 'live', VITE_GOOGLE_CLIENT_ID: 'id' })).toBe(
      'same-origin-allow-popups',
    );
    expect(coop({ VITE_API_MODE: 'live' })).toBe('same-origin');
    expect(coop({ VITE_API_MODE: 'mock', VITE_GOOGLE_CLIENT_ID: 'id' })).toBe('same-origin');
  });

  it('reports violations where VITE_CSP_REPORT_URI says, and nowhere when it is empty', () => {
    const headers = (env: Record<string, string>) =>
      Object.fromEntries(parseHostingHeaders(hostingHeaders('p', hostingOptions(env))));
    const reporting = headers({ VITE_CSP_REPORT_URI: 'https://csp.example.org/report' });
    expect(reporting['Content-Security-Policy']).toBe(
      "p; frame-ancestors 'none'; report-uri https://csp.example.org/report; report-to csp-endpoint",
    );
    expect(reporting['Reporting-Endpoints']).toBe('csp-endpoint="https://csp.example.org/report"');
    expect(headers({})).not.toHaveProperty('Reporting-Endpoints');
  });
});
