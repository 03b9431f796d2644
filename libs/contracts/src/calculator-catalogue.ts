/**
 * Every calculator the product lists, with its page, its API endpoint and its true status. The API serves
 * this as GET /api/calculators; an integration test checks that each 'available' endpoint answers and each
 * 'coming-soon' one does not exist yet, so a status can't drift from what is built.
 */
export type CountryId = 'uk' | 'us' | 'germany';
export type CalculatorStatus = 'available' | 'coming-soon' | 'beta';

export interface CalculatorEntry {
  readonly id: string;
  readonly country: CountryId;
  readonly name: string;
  /** The web page. */
  readonly url: string;
  readonly status: CalculatorStatus;
  /** The API endpoint that calculates (POST). */
  readonly endpoint: string;
}

const planned = (id: string, country: CountryId, name: string, url: string): CalculatorEntry => ({
  id,
  country,
  name,
  url,
  status: 'coming-soon',
  endpoint: `/api/calculators/${id}`,
});

export const calculatorCatalogue: readonly CalculatorEntry[] = [
  {
    id: 'uk-income-tax',
    country: 'uk',
    name: 'Income Tax & National Insurance',
    url: '/uk/income-tax',
    status: 'available',
    endpoint: '/api/income-tax/calculate',
  },
  {
    id: 'uk-stamp-duty',
    country: 'uk',
    name: 'Stamp Duty (SDLT, LBTT, LTT)',
    url: '/uk/stamp-duty',
    status: 'available',
    endpoint: '/api/calculators/uk-stamp-duty',
  },
  planned('uk-vat', 'uk', 'VAT', '/uk/vat'),
  planned('uk-capital-gains', 'uk', 'Capital Gains Tax', '/uk/capital-gains'),
  planned('uk-national-insurance', 'uk', 'National Insurance', '/uk/national-insurance'),
  planned('uk-corporation-tax', 'uk', 'Corporation Tax', '/uk/corporation-tax'),
  {
    id: 'us-federal-tax',
    country: 'us',
    name: 'Federal Income Tax',
    url: '/us/federal-income-tax',
    status: 'available',
    endpoint: '/api/calculators/us-federal-tax',
  },
  {
    id: 'us-state-tax',
    country: 'us',
    name: 'State Income Tax',
    url: '/us/state-tax',
    status: 'available',
    endpoint: '/api/us-state-tax/calculate',
  },
  {
    id: 'us-capital-gains',
    country: 'us',
    name: 'Capital Gains Tax',
    url: '/us/capital-gains',
    status: 'available',
    endpoint: '/api/us-capital-gains/calculate',
  },
  {
    id: 'us-take-home',
    country: 'us',
    name: 'Take-Home Pay',
    url: '/us/take-home',
    status: 'available',
    endpoint: '/api/us-income-tax/calculate',
  },
  planned('us-sales-tax', 'us', 'Sales Tax', '/us/sales-tax'),
  planned('us-property-tax', 'us', 'Property Tax', '/us/property-tax'),
  planned('us-estate-tax', 'us', 'Estate Tax', '/us/estate-tax'),
  planned('us-payroll-tax', 'us', 'Payroll Tax', '/us/payroll-tax'),
  {
    id: 'de-income-tax',
    country: 'germany',
    name: 'Einkommensteuer (Income Tax)',
    url: '/germany/income-tax',
    status: 'available',
    endpoint: '/api/calculators/de-income-tax',
  },
  planned('de-vat', 'germany', 'Umsatzsteuer (VAT)', '/germany/vat'),
  planned('de-corporate-tax', 'germany', 'Körperschaftsteuer (Corporate Tax)', '/germany/corporate-tax'),
  planned('de-social-security', 'germany', 'Sozialversicherung (Social Security)', '/germany/social-security'),
  planned('de-capital-gains', 'germany', 'Abgeltungsteuer (Capital Gains)', '/germany/capital-gains'),
  planned('de-inheritance-tax', 'germany', 'Erbschaftsteuer (Inheritance Tax)', '/germany/inheritance-tax'),
];
