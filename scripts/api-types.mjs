// Appends to src/api/schema.gen.ts every schema of the contract under its contract name, so the
// app, the embedded backend and the tests import `Grant` from the contract's own module instead
// of each re-aliasing components['schemas']['Grant']. Run by `npm run api:gen` after
// openapi-typescript and prettier; `npm run api:check` fails when it is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Where the names start in schema.gen.ts (what follows is this script's). */
export const NAMES_MARKER = "// The contract's schema types under their contract names";

/** The schema names of a schema.gen.ts text, in alphabetical order. */
export function schemaNames(generated) {
  // Indented by two spaces once prettier has run, by four as openapi-typescript writes it.
  const block = /^( +)schemas: \{\n([\s\S]*?)^\1\};/m.exec(generated);
  if (!block) throw new Error('schema.gen.ts has no components.schemas block');
  const inner = new RegExp(`^${block[1]}${block[1]}([A-Za-z0-9_]+):`, 'gm');
  return [...block[2].matchAll(inner)].map((m) => m[1]).sort();
}

/** The names block for these schema names (prettier's style for schema.gen.ts). */
export function namesBlock(names) {
  return [
    `${NAMES_MARKER} (openapi.yaml, components.schemas).`,
    '// Import a payload type by its name; never re-alias it under another name.',
    '// Written by `npm run api:gen` (scripts/api-types.mjs): do not edit.',
    'type Schemas = components["schemas"];',
    ...names.map((name) => `export type ${name} = Schemas["${name}"];`),
    '',
  ].join('\n');
}

/** schema.gen.ts as openapi-typescript wrote it, with the names block at its end. */
export function withNames(generated) {
  const at = generated.indexOf(NAMES_MARKER);
  const body = (at === -1 ? generated : generated.slice(0, at)).trimEnd();
  return `${body}\n\n${namesBlock(schemaNames(body))}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] ?? 'src/api/schema.gen.ts';
  writeFileSync(file, withNames(readFileSync(file, 'utf8')));
}
