import fc from 'fast-check';
import { openapi } from './contract';

// fast-check arbitraries read off openapi.yaml's own schemas (issue 61): `valueOf(schema)` makes
// values the schema describes, leaning on its edges (texts of exactly `maxLength` characters, of
// emoji too, the longest email), and `invalidOf(schema)` the same values broken one way (a text
// one character too long, an email the contract refuses, a wrong kind of value, a field the
// schema does not name, `__proto__` among them). Ids can be drawn from a pool of real ones, so a
// generated write reaches the records it names instead of stopping at a 404.

type Schema = Record<string, unknown>;
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface ArbitraryOptions {
  /** Real values for a property of this name (ids, folder names), mixed with generated ones. */
  pools?: Readonly<Record<string, readonly string[]>>;
  /** The largest values the schema allows: every field present, every text at its limit. */
  largest?: boolean;
  /**
   * Fields a valid value leaves out nine times in ten (a password change: a made-up current
   * password is only ever wrong, and the attempts are throttled, so it would hide the rest).
   */
  rare?: readonly string[];
}

function resolve(node: unknown): Schema {
  let current = node as Schema;
  for (let i = 0; i < 20 && typeof current?.$ref === 'string'; i += 1) {
    const ref = current.$ref as string;
    current = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((target, key) => (target as Schema)[key], openapi) as Schema;
  }
  return current ?? {};
}

/** Characters a user types: plain letters, accents, and emoji (two UTF-16 units each). */
const CHARACTERS = ['a', 'Z', ' ', 'é', 'ß', '🌱', '👩🏽', '<', '"', '\\'];
const text = (length: number) =>
  fc
    .array(fc.constantFrom(...CHARACTERS), { minLength: length, maxLength: length })
    .map((chars) => chars.join(''));
/** Exactly `length` characters (code points) of one kind: the edge a limit must hold at. */
const exactly = (length: number) =>
  fc.constantFrom('a', 'é', '🌱').map((char) => char.repeat(length));

/** The longest email the contract's `format: email` accepts within `max` characters. */
function longestEmail(max: number): string {
  // 64 characters, "@", then labels of up to 63 joined by dots, ending in ".org".
  const local = 'a'.repeat(Math.min(64, max - 10));
  let domain = 'org';
  while (local.length + 1 + domain.length < max) {
    const room = max - local.length - 1 - domain.length - 1;
    domain = `${'b'.repeat(Math.min(63, Math.max(1, room)))}.${domain}`;
  }
  return `${local}@${domain}`;
}

/** An email the contract's `format: email` accepts, up to `max` characters (the longest too). */
function email(max: number): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom('new.person@example.org', 'finance@eastsidefood.org', longestEmail(max)),
    fc
      .tuple(
        fc.stringMatching(/^[a-z0-9]{1,20}(\.[a-z0-9+_-]{1,10})?$/),
        fc.stringMatching(/^[a-z0-9]{1,15}(-[a-z0-9]{1,10})?$/),
        fc.constantFrom('org', 'com', 'test', 'co.uk'),
      )
      .map(([local, domain, tld]) => `${local}@${domain}.${tld}`),
  );
}

/** Emails the contract refuses (issue 61's cases and their kin). */
export const REFUSED_EMAILS = [
  'a..b@example.com',
  'üser@example.com',
  'x@-bad-.com',
  '<script>alert(1)</script>@evil.com',
  '.a@example.com',
  'a@example',
  'a@@example.com',
];

/**
 * Texts a `pattern` matches, within the limits; for a pattern fast-check cannot generate from
 * (a lookahead), the schema's examples and plain texts (which may not match: an invalid input).
 */
function matching(schema: Schema, min: number, max: number): fc.Arbitrary<string> {
  const fits = (value: string) => [...value].length <= max && [...value].length >= min;
  try {
    return fc.stringMatching(new RegExp(schema.pattern as string)).filter(fits);
  } catch {
    const examples = [
      ...((schema.examples as unknown[] | undefined) ?? []),
      ...(schema.example === undefined ? [] : [schema.example]),
    ].filter((value): value is string => typeof value === 'string');
    const plain = fc.integer({ min, max: Math.min(max, 40) }).chain(text);
    return examples.length > 0 ? fc.oneof(fc.constantFrom(...examples), plain) : plain;
  }
}

function stringOf(schema: Schema, name: string, options: ArbitraryOptions): fc.Arbitrary<string> {
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : 300;
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const pool = options.pools?.[name];
  const format = schema.format;
  let base: fc.Arbitrary<string>;
  if (format === 'email') base = options.largest ? fc.constant(longestEmail(max)) : email(max);
  else if (format === 'uuid') base = fc.uuid();
  else if (options.largest && typeof schema.pattern !== 'string' && format === undefined)
    base = exactly(max);
  else if (format === 'date')
    base = fc
      .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
  else if (format === 'date-time')
    base = fc
      .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString());
  else if (format === 'uri-reference' || format === 'uri')
    base = fc.constantFrom('https://example.org/a', '/api/v1/files/x/content');
  else if (typeof schema.pattern === 'string') base = matching(schema, min, max);
  else
    base = fc.oneof(
      { weight: 3, arbitrary: fc.integer({ min, max: Math.min(max, 40) }).chain(text) },
      { weight: 1, arbitrary: exactly(Math.max(min, max)) },
    );
  return pool && pool.length > 0 ? fc.oneof(fc.constantFrom(...pool), base) : base;
}

function numberOf(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const exclusive = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : null;
  const min =
    typeof schema.minimum === 'number'
      ? schema.minimum
      : exclusive !== null
        ? exclusive + (integer ? 1 : 0.01)
        : -1000;
  const max = typeof schema.maximum === 'number' ? schema.maximum : min + 1_000_000;
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Values `schema` describes (the edges weighted in). */
export function valueOf(
  node: unknown,
  options: ArbitraryOptions = {},
  name = '',
  depth = 0,
): fc.Arbitrary<Json> {
  const schema = resolve(node);
  if ('const' in schema) return fc.constant(schema.const as Json);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as Json[]));
  const choices = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  if (choices) return fc.oneof(...choices.map((choice) => valueOf(choice, options, name, depth)));
  const type = schema.type;
  if (Array.isArray(type))
    return fc.oneof(...type.map((one) => valueOf({ ...schema, type: one }, options, name, depth)));
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'string':
      return stringOf(schema, name, options);
    case 'array': {
      const maxItems = typeof schema.maxItems === 'number' ? schema.maxItems : 5;
      const minItems = typeof schema.minItems === 'number' ? schema.minItems : 0;
      return fc.array(valueOf(schema.items, options, name, depth + 1), {
        minLength: minItems,
        maxLength: Math.max(minItems, Math.min(maxItems, depth > 1 ? 1 : 3)),
        ...(options.largest ? { minLength: Math.max(minItems, Math.min(maxItems, 1)) } : {}),
      });
    }
    default: {
      const properties = (schema.properties ?? {}) as Record<string, unknown>;
      if (Object.keys(properties).length === 0) return fc.constant({});
      const required = (schema.required ?? []) as string[];
      const rare = Object.keys(properties).filter(
        (key) => options.rare?.includes(key) && !required.includes(key),
      );
      const usual = fc.record(
        Object.fromEntries(
          Object.entries(properties)
            .filter(([key]) => !rare.includes(key))
            .map(([key, value]) => [key, valueOf(value, options, key, depth + 1)]),
        ),
        // The largest value has every field (but the rare ones) at its largest.
        options.largest ? {} : { requiredKeys: required },
      );
      if (rare.length === 0) return usual as fc.Arbitrary<Json>;
      const seldom = fc.record(
        Object.fromEntries(
          rare.map((key) => [
            key,
            fc.oneof(
              { weight: 9, arbitrary: fc.constant(null) },
              { weight: 1, arbitrary: valueOf(properties[key], options, key, depth + 1) },
            ),
          ]),
        ),
      );
      return fc.tuple(usual, seldom).map(([value, extra]) => {
        const joined: Record<string, Json> = { ...(value as Record<string, Json>) };
        for (const [key, item] of Object.entries(extra)) if (item !== null) joined[key] = item;
        return joined;
      });
    }
  }
}

/** A field no closed object of the contract names: `__proto__` among them. */
const UNKNOWN_KEYS = ['__proto__', 'constructor', 'role', 'isAdmin', 'userId', 'extra'];
const WRONG_KIND = fc.constantFrom<Json>(null, 12, -1, 1.5, true, [], {});

/** One character past a limit: in plain letters and in emoji (two UTF-16 units each). */
const pastLimit = (max: number) => fc.constantFrom('a', '🌱').map((char) => char.repeat(max + 1));

/**
 * Values of `schema` broken one way: a text one character past its limit, an email the contract
 * refuses, a choice that is none of its own, another kind of value, one item too many, or a
 * field the object does not name; inside an object, one of its fields broken and the rest valid.
 */
export function invalidOf(node: unknown, options: ArbitraryOptions = {}): fc.Arbitrary<Json> {
  const schema = resolve(node);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || schema.properties) {
    const properties = Object.keys((schema.properties ?? {}) as object);
    const valid = valueOf(schema, options) as fc.Arbitrary<Record<string, Json>>;
    const extra = fc
      .tuple(valid, fc.constantFrom(...UNKNOWN_KEYS), fc.constantFrom<Json>('owner', true))
      .map(([value, key, next]) => withKey(value, key, next));
    if (properties.length === 0) return extra;
    const oneBroken = fc
      .constantFrom(...properties)
      .chain((key) =>
        fc
          .tuple(valid, invalidOf((schema.properties as Record<string, unknown>)[key], options))
          .map(([value, next]) => withKey(value, key, next)),
      );
    return fc.oneof({ weight: 1, arbitrary: extra }, { weight: 3, arbitrary: oneBroken });
  }
  if (type === 'array') {
    const maxItems = typeof schema.maxItems === 'number' ? schema.maxItems : null;
    const item = resolve(schema.items);
    return fc.oneof(
      WRONG_KIND,
      invalidOf(item, options).map((broken) => [broken]),
      ...(maxItems !== null && maxItems <= 100
        ? [valueOf(item, options).map((one) => Array.from({ length: maxItems + 1 }, () => one))]
        : []),
    );
  }
  if (type === 'string') {
    const choices: fc.Arbitrary<Json>[] = [WRONG_KIND];
    // An email is broken mostly in ways only its format tells (the cases).
    if (schema.format === 'email')
      choices.push(...Array(3).fill(fc.constantFrom(...REFUSED_EMAILS)));
    if (typeof schema.maxLength === 'number') choices.push(pastLimit(schema.maxLength));
    if (Array.isArray(schema.enum)) choices.push(fc.constant('none-of-these'));
    if (schema.format === 'uuid') choices.push(fc.constantFrom('not-a-uuid', '../../etc'));
    return fc.oneof(...choices);
  }
  return WRONG_KIND;
}

/** A copy of an object with `key` set as an own field (`__proto__` too). */
function withKey(value: Record<string, Json>, key: string, next: Json): Json {
  const copy = { ...value };
  Object.defineProperty(copy, key, {
    value: next,
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return copy;
}

/** Values of a schema: ordinary ones, the largest it allows, and ones broken one way. */
export const inputOf = (node: unknown, options: ArbitraryOptions = {}): fc.Arbitrary<Json> =>
  fc.oneof(
    valueOf(node, options),
    valueOf(node, { ...options, largest: true }),
    invalidOf(node, options),
  );
