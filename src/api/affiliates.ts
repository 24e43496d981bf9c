import { api } from './client';
import { unwrap } from './errors';

/** The caller's referrals, newest first. */
export const listAffiliates = () => unwrap(api.GET('/affiliates'));
