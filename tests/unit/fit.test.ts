// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fitProfileOf, grantFit, hasFitProfile, isEligible, rankByFit } from '../../src/domain/fit';
import { EMPTY_FIT_PROFILE, type FitProfile } from '../../src/domain/fit-profile';
import type { Grant } from '../../src/api/schema.gen';

const grant = (over: Partial<Grant>): Grant => ({
  id: 'g',
  title: 'Community Food Resilience Grant',
  sector: 'Agriculture',
  sectorFocus: 'Urban farming and food access',
  fundingSize: 75000,
  deadline: '2026-12-31',
  organizationType: 'nonprofit',
  status: 'active',
  motive: '',
  description: '',
  sectorDescription: '',
  criteria: '',
  projectStage: 'implementation',
  agencyName: null,
  createdAt: '2026-01-01T00:00:00Z',
  ...over,
});

/** A user with a company profile (its industry left empty unless given), and what else is given. */
const profile = (over: Partial<FitProfile>): FitProfile => ({
  ...EMPTY_FIT_PROFILE,
  industry: '',
  ...over,
});

describe('fit rules, each with its reason in words', () => {
  it('organisation type: eligible when it is the grant’s, not eligible otherwise', () => {
    expect(grantFit(grant({}), profile({ organizationType: 'nonprofit' }))).toEqual({
      verdict: 'good',
      reasons: [
        {
          rule: 'organizationType',
          outcome: 'met',
          text: 'Your organisation type, Non-Profit, is eligible',
        },
      ],
    });
    expect(
      grantFit(
        grant({ organizationType: 'government' }),
        profile({ organizationType: 'nonprofit' }),
      ),
    ).toEqual({
      verdict: 'not-eligible',
      reasons: [
        {
          rule: 'organizationType',
          outcome: 'unmet',
          text: 'This grant is for Government organisations; yours is Non-Profit',
        },
      ],
    });
  });

  it('industry against the grant’s sector and sector focus: a match, or a partial fit', () => {
    expect(grantFit(grant({}), profile({ industry: 'Urban agriculture' })).reasons).toEqual([
      {
        rule: 'sector',
        outcome: 'met',
        text: "Your industry, Urban agriculture, matches the grant's sector, Agriculture (Urban farming and food access)",
      },
    ]);
    // The sector focus counts too, and a word meets its other forms.
    expect(grantFit(grant({}), profile({ industry: 'Food' })).verdict).toBe('good');
    const forManufacturers = grant({
      sector: 'Energy',
      sectorFocus: 'Solar and storage for small manufacturers',
    });
    expect(grantFit(forManufacturers, profile({ industry: 'Manufacturing' })).verdict).toBe('good');
    expect(grantFit(grant({}), profile({ industry: 'Agricultural produce' })).verdict).toBe('good');
    expect(grantFit(grant({}), profile({ industry: 'Manufacturing' }))).toEqual({
      verdict: 'partial',
      reasons: [
        {
          rule: 'sector',
          outcome: 'partial',
          text: "Your industry, Manufacturing, is outside the grant's sector, Agriculture",
        },
      ],
    });
  });

  it('funding size against the largest amount asked for before', () => {
    expect(grantFit(grant({}), profile({ requestedAmounts: [20000, 60000] })).reasons).toEqual([
      {
        rule: 'funding',
        outcome: 'met',
        text: 'Its funding, $75,000, covers the $60,000 you have asked for before',
      },
    ]);
    expect(grantFit(grant({}), profile({ requestedAmounts: [120000] })).reasons).toEqual([
      {
        rule: 'funding',
        outcome: 'partial',
        text: 'Its funding, $75,000, is less than the $120,000 you have asked for before',
      },
    ]);
  });

  it('a user with no profile gets no verdict and no reasons, and is never filtered out', () => {
    const fit = grantFit(grant({}), EMPTY_FIT_PROFILE);
    expect(fit).toEqual({ verdict: null, reasons: [] });
    expect(hasFitProfile(EMPTY_FIT_PROFILE)).toBe(false);
    expect(isEligible(fit)).toBe(true);
  });

  it('judges nothing without a company profile, even with earlier asks: the money alone is no fit', () => {
    const asksOnly: FitProfile = { ...EMPTY_FIT_PROFILE, requestedAmounts: [60000] };
    expect(hasFitProfile(asksOnly)).toBe(false);
    expect(grantFit(grant({}), asksOnly)).toEqual({ verdict: null, reasons: [] });
    const grants = [grant({ id: 'a', fundingSize: 10000 }), grant({ id: 'b' })];
    expect(rankByFit(grants, asksOnly, '2026-11-24').map(({ grant: { id } }) => id)).toEqual([
      'a',
      'b',
    ]);
  });

  it('one missed bar makes a grant not eligible; all met, a good fit; else partial', () => {
    const mixed = profile({ organizationType: 'nonprofit', industry: 'Manufacturing' });
    expect(grantFit(grant({}), mixed).verdict).toBe('partial');
    expect(grantFit(grant({ organizationType: 'forprofit' }), mixed).verdict).toBe('not-eligible');
    expect(isEligible(grantFit(grant({ organizationType: 'forprofit' }), mixed))).toBe(false);
  });
});

describe('ranking top picks', () => {
  const today = '2026-11-24';
  const grants = [
    grant({ id: 'late-good', deadline: '2027-03-01' }),
    grant({ id: 'other-type', organizationType: 'forprofit', deadline: '2026-12-01' }),
    grant({ id: 'partial', sector: 'Energy', sectorFocus: 'Solar', deadline: '2026-12-05' }),
    grant({ id: 'soon-good', deadline: '2026-12-10' }),
    grant({ id: 'passed-good', deadline: '2026-10-01' }),
  ];

  it('orders by fit, then by the nearest open deadline, passed deadlines last', () => {
    const ranked = rankByFit(
      grants,
      profile({ organizationType: 'nonprofit', industry: 'Agriculture' }),
      today,
    );
    expect(ranked.map(({ grant: { id } }) => id)).toEqual([
      'soon-good',
      'late-good',
      'passed-good',
      'partial',
      'other-type',
    ]);
  });

  it('keeps the order it was given for a user with no profile', () => {
    expect(rankByFit(grants, EMPTY_FIT_PROFILE, today).map(({ grant: { id } }) => id)).toEqual(
      grants.map(({ id }) => id),
    );
  });

  it('reads the profile from the company and the amounts of earlier applications', () => {
    expect(
      fitProfileOf({ industry: 'Food', organizationType: 'nonprofit' }, [
        { requestedFundingAmount: 60000 },
        { requestedFundingAmount: '15000' },
        { requestedFundingAmount: 'n/a' },
      ]),
    ).toEqual({
      organizationType: 'nonprofit',
      industry: 'Food',
      requestedAmounts: [60000, 15000],
    });
    expect(fitProfileOf(null, [])).toEqual(EMPTY_FIT_PROFILE);
  });
});
