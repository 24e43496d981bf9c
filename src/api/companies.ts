import { api } from './client';
import { ApiError, unwrap } from './errors';
import type { components } from './schema.gen';

type Schemas = components['schemas'];

/** The caller's company; any status but 200 means "no company" (spec section 7). */
export const getMyCompany = async (): Promise<Schemas['Company'] | null> => {
  try {
    return await unwrap(api.GET('/companies/my-company'));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
};

export const createCompany = (body: Schemas['CompanyInput']) =>
  unwrap(api.POST('/companies', { body }));

export const updateCompany = (id: string, body: Schemas['CompanyInput']) =>
  unwrap(api.PATCH('/companies/{id}', { params: { path: { id } }, body }));
