// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allRoutes } from '../../src/mock-server/all-routes';
import { HANDLER_MODULES } from '../../src/mock-server/handler-modules.gen';
import {
  type HandlerModule,
  defineHandlers,
  handlerProblems,
  routesOf,
} from '../../src/mock-server/handlers';
import { noContent } from '../../src/mock-server/http';
import { operations } from '../support/contract';
import {
  GUIDE,
  HANDLERS_MODULE,
  guideOf,
  handlersModuleOf,
  operationsOfModule,
} from '../../scripts/api-routes.mjs';

// The embedded backend's handlers are keyed by operationId (src/mock-server/handlers.ts): the
// contract gives each its method and path, and `npm run api:gen` lists the modules
// (handler-modules.gen.ts). This checks the two sides against openapi.yaml itself, by name.

const CONTRACT_IDS = operations.map((op) => op.operationId);
const answer = async () => noContent();
const moduleOf = (file: string, ids: string[]): HandlerModule => ({
  file,
  handlers: Object.fromEntries(ids.map((id) => [id, answer])),
});

describe("the embedded backend's handlers", () => {
  it('answer every operation of openapi.yaml once, and none it lacks', () => {
    expect(handlerProblems(HANDLER_MODULES, CONTRACT_IDS)).toEqual([]);
  });

  it('say by name what is missing or extra on either side', () => {
    const modules = [
      moduleOf('src/mock-server/routes/a.ts', ['getMe', 'listGrantReviews']),
      moduleOf('src/mock-server/routes/b.ts', ['getMe']),
    ];
    expect(handlerProblems(modules, ['getMe', 'updateMe'])).toEqual([
      'updateMe is in openapi.yaml but no handler of src/mock-server/routes/ answers it',
      'getMe has more than one handler: src/mock-server/routes/a.ts, src/mock-server/routes/b.ts',
      'listGrantReviews is a handler in src/mock-server/routes/a.ts but not in openapi.yaml',
    ]);
    expect(() => routesOf([moduleOf('src/mock-server/routes/a.ts', ['listGrantReviews'])])).toThrow(
      'listGrantReviews is a handler in src/mock-server/routes/a.ts but not in openapi.yaml',
    );
    expect(() => routesOf(modules)).toThrow('getMe has more than one handler');
  });

  it('take a key only of an operation of the contract (a misspelt one is a type error)', () => {
    const handlers = defineHandlers({
      getMe: answer,
      // @ts-expect-error: no operation of openapi.yaml is called getMee
      getMee: answer,
    });
    expect(Object.keys(handlers)).toEqual(['getMe', 'getMee']);
  });

  it("answer each operation at the contract's method and path", () => {
    const contract = operations.map(({ operationId, method, path }) => ({
      operationId,
      method,
      path,
    }));
    const served = allRoutes.map(({ operationId, method, path }) => ({
      operationId,
      method,
      path,
    }));
    expect(served).toEqual(contract);
  });

  it('are every module of src/mock-server/routes/ that exports handlers, as api:gen lists them', async () => {
    expect(readFileSync(HANDLERS_MODULE, 'utf8')).toBe(await handlersModuleOf());
  });

  it("are listed in the guide's areas by api:gen, each with the operations it answers", async () => {
    for (const { file, handlers } of HANDLER_MODULES) {
      expect(operationsOfModule(file, CONTRACT_IDS), file).toEqual(Object.keys(handlers));
    }
    expect(readFileSync(GUIDE, 'utf8')).toBe(await guideOf());
  });
});
