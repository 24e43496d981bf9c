import { api } from './client';
import { ApiError, unwrap } from './errors';
import type { Company, CompanyInput } from './schema.gen';

/**
 * The caller's company; any status but 200 means "no company" (spec section 7): our server
 * answers 204, the spec's answered 404.
 */
export const getMyCompany = async (): Promise<Company | null> => {
  try {
    return (await unwrap(api.GET('/companies/my-company'))) ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
};

export const createCompany = (body: CompanyInput) => unwrap(api.POST('/companies', { body }));

export const updateCompany = (id: string, body: CompanyInput) =>
  unwrap(api.PATCH('/companies/{id}', { params: { path: { id } }, body }));
