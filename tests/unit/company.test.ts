// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  COMPANY_MESSAGES,
  EMPTY_COMPANY,
  type CompanyValues,
  companyValuesOf,
  isWebsite,
  toCompanyPayload,
  validateCompany,
} from '../../src/domain/company';

const valid: CompanyValues = {
  ein: '12-3456789',
  email: 'info@greenroots.org',
  name: 'Green Roots Community Farms Inc.',
  dba: '',
  address: '1200 Riverside Dr, Austin, TX 78704',
  industry: 'Agriculture',
  website: '',
  organizationType: '',
};

describe('company rules (section 5)', () => {
  it('accepts a complete company with no DBA and no website', () => {
    expect(validateCompany(valid)).toEqual({});
  });

  it('names every required field with its exact message when the form is empty', () => {
    expect(validateCompany(EMPTY_COMPANY)).toEqual({
      ein: 'EIN is required',
      email: 'Email is required',
      name: 'Legal name is required',
      address: 'HQ address is required',
      industry: 'Industry is required',
    });
  });

  it('trims values before the required checks', () => {
    const blanks: CompanyValues = {
      ein: '   ',
      email: ' ',
      name: '\t',
      dba: ' ',
      address: '  ',
      industry: ' \n ',
      website: '   ',
      organizationType: ' ',
    };
    expect(validateCompany(blanks)).toEqual(validateCompany(EMPTY_COMPANY));
  });

  it("says 'Email is invalid' for an address that does not look like one", () => {
    for (const email of ['info', 'info@', 'info@greenroots', '@greenroots.org', 'a b@c.org']) {
      expect(validateCompany({ ...valid, email }).email, email).toBe(COMPANY_MESSAGES.emailInvalid);
    }
    expect(validateCompany({ ...valid, email: '  info@greenroots.org ' }).email).toBeUndefined();
  });

  it("says 'Website URL is invalid' unless the website is a domain with an optional scheme and path", () => {
    for (const website of [
      'greenroots.org',
      'https://greenroots.org',
      'http://www.green-roots.org/about/team',
      'greenroots.museum',
      ' greenroots.org ',
    ]) {
      expect(isWebsite(website), website).toBe(true);
      expect(validateCompany({ ...valid, website }).website).toBeUndefined();
    }
    for (const website of [
      'greenroots',
      'ftp://greenroots.org',
      'https://greenroots.o',
      'greenroots.toolongtld',
      'green roots.org',
      'https://-greenroots.org',
      'javascript:alert(1)',
    ]) {
      expect(isWebsite(website), website).toBe(false);
      expect(validateCompany({ ...valid, website }).website).toBe('Website URL is invalid');
    }
  });

  it('leaves DBA optional with no message', () => {
    expect(validateCompany({ ...valid, dba: '' }).dba).toBeUndefined();
    expect(validateCompany({ ...valid, dba: 'Green Roots' }).dba).toBeUndefined();
  });

  it('sends trimmed values and null for an empty DBA or website', () => {
    expect(
      toCompanyPayload({ ...valid, ein: ' 12-3456789 ', dba: '  ', website: ' greenroots.org ' }),
    ).toEqual({ ...valid, dba: null, website: 'greenroots.org', organizationType: null });
  });

  it('records one of the four organisation types, or none, and names anything else', () => {
    expect(toCompanyPayload({ ...valid, organizationType: ' nonprofit ' }).organizationType).toBe(
      'nonprofit',
    );
    expect(validateCompany({ ...valid, organizationType: 'educational' })).toEqual({});
    expect(validateCompany({ ...valid, organizationType: 'charity' })).toEqual({
      organizationType: 'Organisation type is invalid',
    });
    expect(companyValuesOf({ ...valid, organizationType: 'government' }).organizationType).toBe(
      'government',
    );
  });

  it('fills the form from a saved company, or empty ones', () => {
    expect(companyValuesOf(null)).toEqual(EMPTY_COMPANY);
    expect(companyValuesOf({ ...valid, dba: null, website: null })).toEqual(valid);
  });

  it('keeps the spec texts of the banners', () => {
    expect(COMPANY_MESSAGES).toMatchObject({
      created: 'Company created successfully',
      updated: 'Company updated successfully',
      createFailed: 'Failed to create company',
      updateFailed: 'Failed to update company',
      fetchFailed: 'Failed to fetch company',
    });
  });
});
