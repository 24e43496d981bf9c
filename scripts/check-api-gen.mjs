// Fails when src/api/schema.gen.ts (with its names block), src/mock-server/operation-rules.gen.ts or
// src/api/operation-routes.gen.ts is stale against openapi.yaml, or
// src/mock-server/handler-modules.gen.ts against the handler modules below
// src/mock-server/routes/, or docs/architecture.md's list of the backend modules against them
// (run `npm run api:gen`).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RULES_MODULE, rulesOf } from './api-rules.mjs';
import {
  GUIDE,
  HANDLERS_MODULE,
  ROUTES_MODULE,
  guideOf,
  handlersModuleOf,
  routesModuleOf,
} from './api-routes.mjs';
import { withNames } from './api-types.mjs';

const out = join(mkdtempSync(join(tmpdir(), 'api-gen-')), 'schema.gen.ts');
execFileSync('npx', ['openapi-typescript', 'openapi.yaml', '-o', out], { stdio: 'ignore' });
writeFileSync(out, withNames(readFileSync(out, 'utf8')));
// Prettier's defaults, as for the committed file (see the override in .prettierrc.json).
execFileSync('npx', ['prettier', '--no-config', '--log-level', 'silent', '--write', out], {
  stdio: 'ignore',
});
const squash = (s) =>
  s
    .split('\n')
    .filter((l) => l.trim() !== '')
    .join('\n');
const fresh = squash(readFileSync(out, 'utf8'));
const committed = squash(readFileSync('src/api/schema.gen.ts', 'utf8'));
if (fresh !== committed) {
  console.error('src/api/schema.gen.ts is stale against openapi.yaml: run npm run api:gen');
  process.exit(1);
}
if (readFileSync(RULES_MODULE, 'utf8') !== rulesOf()) {
  console.error(`${RULES_MODULE} is stale against openapi.yaml: run npm run api:gen`);
  process.exit(1);
}
if (readFileSync(ROUTES_MODULE, 'utf8') !== (await routesModuleOf())) {
  console.error(`${ROUTES_MODULE} is stale against openapi.yaml: run npm run api:gen`);
  process.exit(1);
}
if (readFileSync(HANDLERS_MODULE, 'utf8') !== (await handlersModuleOf())) {
  console.error(
    `${HANDLERS_MODULE} does not list the handler modules of src/mock-server/routes/: run npm run api:gen`,
  );
  process.exit(1);
}
if (readFileSync(GUIDE, 'utf8') !== (await guideOf())) {
  console.error(
    `${GUIDE}'s list of the backend modules is stale against src/mock-server/routes/: run npm run api:gen`,
  );
  process.exit(1);
}
console.log(
  'schema.gen.ts, operation-routes.gen.ts and the generated modules of src/mock-server are current',
);
