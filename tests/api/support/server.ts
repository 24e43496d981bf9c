import { inject } from 'vitest';
import { apiClient } from './api-client';

// The server under test (tests/api/global-setup.ts): API_BASE_URL, or api:serve started for the run.

/** The API's client: every exchange checked against openapi.yaml. */
export const api = apiClient(inject('apiBaseUrl'));

/** The app's origin, which the server must allow across origins. */
export const appOrigin = inject('appOrigin');
