// The types of scripts/api-routes.mjs, for the tests that hold its output to the code.

export const ROUTES_MODULE: string;
export const HANDLERS_MODULE: string;
export const GUIDE: string;
export const GUIDE_MARKERS: readonly [string, string];

export interface OperationRoute {
  operationId: string;
  method: string;
  path: string;
  refreshes?: readonly string[];
}

export function operationRoutes(contract: unknown): OperationRoute[];
export function routesModuleOf(contractPath?: string): Promise<string>;
export function handlerModules(folder?: string): string[];
export function handlersModuleOf(folder?: string): Promise<string>;
export function operationsOfModule(file: string, operationIds: readonly string[]): string[];
export function guideOf(folder?: string, contractPath?: string): Promise<string>;
