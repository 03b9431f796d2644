import type { DatedValue, Reference } from '../../../src/core/parameter';
import type { UsStateCode } from '../../../src/us/states';

/** Sources of the state median effective property tax rates (docs/tax-parameters.md, "US property tax"). */
export const propertyTaxReferences = {
  taxFoundation2025: {
    title:
      'Tax Foundation, Property Taxes by State and County, 2025 (15 October 2025): median property taxes paid on owner-occupied homes as a share of median home value, U.S. Census Bureau American Community Survey 2023 (New Jersey 2.23 %, Illinois 2.07 %, Connecticut 1.92 %, New York 1.60 %, Texas 1.58 %, Hawaii 0.27 %, Alabama 0.38 %, Nevada and Colorado 0.49 %, Arizona 0.52 %, as reported on 4 March 2025)',
    href: 'https://taxfoundation.org/data/all/state/property-taxes-by-state-county/',
  },
  propertyTaxNetList: {
    title: 'Property-Tax.net, Highest Property Tax States: the same effective rates for all 50 states and DC',
    href: 'https://property-tax.net/highest-property-tax-states',
  },
} as const satisfies Record<string, Reference>;

/**
 * Each state's median effective property tax rate on owner-occupied homes, in percent of market value: the median
 * tax bill divided by the median home value (ACS 2023). A rate on market value, so it already reflects the state's
 * assessment ratios and typical exemptions. One table serves every year calculated; `surveyYear` says which year it
 * describes.
 */
export const medianEffectivePropertyTaxRates: DatedValue<Record<UsStateCode, number>> & { readonly surveyYear: 2023 } = {
  from: '2024-01-01',
  surveyYear: 2023,
  value: {
    NJ: 2.23,
    IL: 2.07,
    CT: 1.92,
    NH: 1.77,
    VT: 1.71,
    NY: 1.6,
    TX: 1.58,
    WI: 1.51,
    NE: 1.5,
    IA: 1.43,
    OH: 1.36,
    PA: 1.35,
    RI: 1.32,
    KS: 1.3,
    MI: 1.28,
    AK: 1.14,
    MA: 1.11,
    ME: 1.1,
    SD: 1.09,
    MN: 1.04,
    MD: 1,
    ND: 0.99,
    MO: 0.88,
    WA: 0.84,
    OR: 0.83,
    OK: 0.82,
    GA: 0.81,
    FL: 0.79,
    KY: 0.77,
    MT: 0.75,
    VA: 0.74,
    IN: 0.74,
    MS: 0.74,
    NM: 0.72,
    CA: 0.71,
    NC: 0.7,
    WY: 0.58,
    DC: 0.58,
    AR: 0.57,
    LA: 0.55,
    TN: 0.55,
    WV: 0.54,
    ID: 0.53,
    UT: 0.53,
    DE: 0.53,
    AZ: 0.52,
    SC: 0.51,
    CO: 0.49,
    NV: 0.49,
    AL: 0.38,
    HI: 0.27,
  },
  references: [propertyTaxReferences.taxFoundation2025, propertyTaxReferences.propertyTaxNetList],
};
