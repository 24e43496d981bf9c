import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

// openapi.yaml, read once: tests validate every embedded-backend response against it.

interface Operation {
  operationId: string;
  method: string;
  path: string;
  responses: Record<string, { $ref?: string; content?: Record<string, { schema?: unknown }> }>;
  security?: unknown[];
}

type Json = Record<string, unknown>;

// vitest provides __dirname (and a non-file import.meta.url under jsdom); Playwright loads this
// file as an ES module, without __dirname.
const here = typeof __dirname === 'string' ? __dirname : dirname(fileURLToPath(import.meta.url));

export const openapi = parse(readFileSync(resolve(here, '../../openapi.yaml'), 'utf8')) as Json & {
  paths: Record<string, Record<string, Json>>;
  components: Json & { responses: Record<string, Json>; schemas: Record<string, unknown> };
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export const operations: Operation[] = Object.entries(openapi.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => METHODS.includes(method))
    .map(([method, op]) => ({ ...(op as unknown as Operation), method, path })),
);

export function operationById(operationId: string): Operation {
  const op = operations.find((candidate) => candidate.operationId === operationId);
  if (!op) throw new Error(`openapi.yaml has no operation ${operationId}`);
  return op;
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: 'openapi', components: openapi.components } as Json, 'openapi');

function rewriteRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rewriteRefs);
  if (node && typeof node === 'object') {
    return Object.fromEntries(
      Object.entries(node as Json).map(([key, value]) =>
        key === '$ref' && typeof value === 'string' && value.startsWith('#/')
          ? [key, `openapi${value}`]
          : [key, rewriteRefs(value)],
      ),
    );
  }
  return node;
}

function resolveResponse(response: Json): Json {
  const ref = response.$ref;
  if (typeof ref === 'string') {
    const name = ref.split('/').pop() ?? '';
    return openapi.components.responses[name] as Json;
  }
  return response;
}

const validators = new Map<string, ReturnType<typeof ajv.compile> | null>();

/**
 * Checks a response against the contract: the status must be declared for the operation and
 * the body must match its JSON schema. Returns the problems (empty when it conforms).
 */
export function contractProblems(operationId: string, status: number, body: unknown): string[] {
  const op = operationById(operationId);
  const declared = op.responses[String(status)] ?? op.responses.default;
  if (!declared)
    return [
      `${operationId} does not declare status ${status} (declares ${Object.keys(op.responses).join(', ')})`,
    ];
  const response = resolveResponse(declared as Json);
  const content = response.content as Record<string, { schema?: unknown }> | undefined;
  const key = `${operationId}:${status}`;
  if (!content) {
    return body === undefined || body === null || body === ''
      ? []
      : [`${key} declares no body but one was sent`];
  }
  const json = content['application/json'];
  if (!json?.schema) return [];
  if (!validators.has(key)) validators.set(key, ajv.compile(rewriteRefs(json.schema) as Json));
  const validate = validators.get(key);
  if (!validate || validate(body)) return [];
  return (validate.errors ?? []).map(
    (error) => `${key} ${error.instancePath || '(body)'} ${error.message ?? ''}`,
  );
}

/**
 * Checks any value against a schema of the contract (its `#/components` refs resolve); `key`
 * names the schema in the problems and caches its compiled validator.
 */
export function schemaProblems(key: string, schema: unknown, value: unknown): string[] {
  if (!validators.has(key)) validators.set(key, ajv.compile(rewriteRefs(schema) as Json));
  const validate = validators.get(key);
  if (!validate || validate(value)) return [];
  return (validate.errors ?? []).map(
    (error) => `${key} ${error.instancePath || '(body)'} ${error.message ?? ''}`,
  );
}
