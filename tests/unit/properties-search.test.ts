// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

// Every route's search-parameter validation, driven with odd values: it never throws, keeps
// only plain values, and nothing it returns can send the browser to another origin.

interface RouteModule {
  Route?: {
    options: { validateSearch?: (search: Record<string, unknown>) => Record<string, unknown> };
  };
}

const modules = import.meta.glob<RouteModule>('../../src/routes/**/*.tsx', { eager: true });
const validators = Object.entries(modules).flatMap(([file, mod]) => {
  const validate = mod.Route?.options.validateSearch;
  return validate ? [{ file: file.replace('../../src/routes/', ''), validate }] : [];
});

const ORIGIN = 'https://app.grantwise.test';
const KEYS = [
  'id',
  'ref',
  'file',
  'q',
  'category',
  'card',
  'saved',
  'redirect',
  'tab',
  'page',
  'sort',
  'dir',
  'start',
  'end',
  'startDate',
  'endDate',
  'details',
  'range',
];
const odd = fc.oneof(
  fc.anything({ maxDepth: 2 }),
  fc.string({ maxLength: 300 }),
  fc.constantFrom(
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/%2F%2Fevil.example',
    '\u0000/',
    '<script>alert(1)</script>',
    '1e309',
    '-0',
    'NaN',
    '0000-00-00',
    '9999-12-31',
    '-271821-04-19',
    '../../etc',
    'a'.repeat(5000),
  ),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -0, 1e21, -1, null, true),
);

function expectPlain(value: unknown, where: string) {
  const plain =
    value === undefined ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value)) ||
    (typeof value === 'string' && value.length <= 2000);
  expect(plain, `${where} = ${String(value).slice(0, 80)}`).toBe(true);
}

describe('search parameters of every route', () => {
  it('finds the routes that take search parameters', () => {
    expect(validators.map((v) => v.file)).toEqual(
      expect.arrayContaining([
        'register.tsx',
        'sign-in.tsx',
        '_authed/grant.tsx',
        '_authed/grants.tsx',
      ]),
    );
  });

  it.each(validators)(
    '$file: odd values give a clear state, never a throw',
    ({ file, validate }) => {
      fc.assert(
        fc.property(fc.dictionary(fc.constantFrom(...KEYS), odd, { maxKeys: 6 }), (search) => {
          const result = validate(search);
          expect(result).toBeTypeOf('object');
          for (const [key, value] of Object.entries(result)) {
            if (Array.isArray(value))
              value.forEach((item) => expectPlain(item, `${file} ${key}[]`));
            else expectPlain(value, `${file} ${key}`);
          }
          // Only a path of this app may come back as a place to go.
          if (typeof result.redirect === 'string') {
            expect(new URL(result.redirect, ORIGIN).origin).toBe(ORIGIN);
          }
          // Ids are ids or nothing.
          for (const key of ['id', 'ref', 'file']) {
            if (result[key] !== undefined) expect(result[key]).toMatch(/^[0-9a-f-]{36}$/);
          }
        }),
        { numRuns: 200 },
      );
    },
  );

  it('sign-in refuses every off-origin redirect', () => {
    const signIn = validators.find((v) => v.file === 'sign-in.tsx')!.validate;
    for (const redirect of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      ' /x',
    ]) {
      expect(signIn({ redirect })).toEqual({});
    }
    expect(signIn({ redirect: '/grants?tab=2' })).toEqual({ redirect: '/grants?tab=2' });
  });
});
