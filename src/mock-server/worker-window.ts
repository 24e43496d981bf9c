// Mirage installs its request interceptor only where `window` exists. In the backend's worker the
// worker's global scope plays that part: this module is imported before Mirage so that its
// interceptor patches the worker's own fetch.
const scope = globalThis as { window?: unknown };
scope.window ??= globalThis;

export {};
