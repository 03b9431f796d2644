import type { Parameter } from '../../../../src/core/parameter';
import { vatReferences } from './references';

/**
 * The trade sectors of the Flat Rate Scheme (VAT Regulations 1995 reg. 55K table), in the table's order. The English
 * names are the table's; the ids are for requests and option lists.
 */
export const flatRateSectorNames = {
  'accountancy-or-book-keeping': 'Accountancy or book-keeping',
  advertising: 'Advertising',
  'agricultural-services': 'Agricultural services',
  'any-other-activity': 'Any other activity not listed elsewhere',
  'architect-engineer-or-surveyor': 'Architect, civil and structural engineer or surveyor',
  'boarding-or-care-of-animals': 'Boarding or care of animals',
  'business-services': 'Business services not listed elsewhere',
  catering: 'Catering services including restaurants and takeaways',
  'computer-and-it-consultancy': 'Computer and IT consultancy or data processing',
  'computer-repair': 'Computer repair services',
  'dealing-in-waste-or-scrap': 'Dealing in waste or scrap',
  'entertainment-or-journalism': 'Entertainment or journalism',
  'estate-agency-or-property-management': 'Estate agency or property management services',
  'farming-or-agriculture': 'Farming or agriculture not listed elsewhere',
  'film-radio-television-or-video-production': 'Film, radio, television or video production',
  'financial-services': 'Financial services',
  'forestry-or-fishing': 'Forestry or fishing',
  'general-building-or-construction': 'General building or construction services',
  'hairdressing-or-beauty': 'Hairdressing or other beauty treatment services',
  'hiring-or-renting-goods': 'Hiring or renting goods',
  'hotel-or-accommodation': 'Hotel or accommodation',
  'investigation-or-security': 'Investigation or security',
  'labour-only-building-or-construction': 'Labour-only building or construction services',
  'laundry-or-dry-cleaning': 'Laundry or dry-cleaning services',
  'lawyer-or-legal-services': 'Lawyer or legal services',
  'library-archive-museum-or-cultural': 'Library, archive, museum or other cultural activity',
  'management-consultancy': 'Management consultancy',
  'manufacturing-fabricated-metal-products': 'Manufacturing fabricated metal products',
  'manufacturing-food': 'Manufacturing food',
  'manufacturing-other': 'Manufacturing not listed elsewhere',
  'manufacturing-yarn-textiles-or-clothing': 'Manufacturing yarn, textiles or clothing',
  'membership-organisation': 'Membership organisation',
  'mining-or-quarrying': 'Mining or quarrying',
  packaging: 'Packaging',
  photography: 'Photography',
  'post-offices': 'Post offices',
  printing: 'Printing',
  publishing: 'Publishing',
  pubs: 'Pubs',
  'real-estate-activity': 'Real estate activity not listed elsewhere',
  'repairing-personal-or-household-goods': 'Repairing personal or household goods',
  'repairing-vehicles': 'Repairing vehicles',
  'retailing-food-confectionery-tobacco-newspapers-childrens-clothing':
    "Retailing food, confectionery, tobacco, newspapers or children's clothing",
  'retailing-pharmaceuticals-medical-goods-cosmetics-toiletries': 'Retailing pharmaceuticals, medical goods, cosmetics or toiletries',
  'retailing-other': 'Retailing not listed elsewhere',
  'retailing-vehicles-or-fuel': 'Retailing vehicles or fuel',
  'secretarial-services': 'Secretarial services',
  'social-work': 'Social work',
  'sport-or-recreation': 'Sport or recreation',
  'transport-or-storage': 'Transport or storage, including couriers, freight, removals and taxis',
  'travel-agency': 'Travel agency',
  'veterinary-medicine': 'Veterinary medicine',
  'wholesaling-agricultural-products': 'Wholesaling agricultural products',
  'wholesaling-food': 'Wholesaling food',
  'wholesaling-other': 'Wholesaling not listed elsewhere',
} as const;

export type FlatRateSector = keyof typeof flatRateSectorNames;

/**
 * Percent of VAT-inclusive turnover by sector. The table has been unchanged since 4 January 2011 (when the standard
 * rate went to 20%). Read from HMRC's "flat rates for types of business" table as reproduced, identically, by several
 * accountancy publications; the legislation.gov.uk text of reg. 55K in force could not be read here.
 */
export const flatRatePercentages: Parameter<Readonly<Record<FlatRateSector, number>>> = {
  description: 'VAT Flat Rate Scheme: the appropriate percentage of VAT-inclusive turnover for each category of business.',
  unit: 'rate',
  values: [
    {
      from: '2011-01-04',
      value: {
        'accountancy-or-book-keeping': 14.5,
        advertising: 11,
        'agricultural-services': 11,
        'any-other-activity': 12,
        'architect-engineer-or-surveyor': 14.5,
        'boarding-or-care-of-animals': 12,
        'business-services': 12,
        catering: 12.5,
        'computer-and-it-consultancy': 14.5,
        'computer-repair': 10.5,
        'dealing-in-waste-or-scrap': 10.5,
        'entertainment-or-journalism': 12.5,
        'estate-agency-or-property-management': 12,
        'farming-or-agriculture': 6.5,
        'film-radio-television-or-video-production': 13,
        'financial-services': 13.5,
        'forestry-or-fishing': 10.5,
        'general-building-or-construction': 9.5,
        'hairdressing-or-beauty': 13,
        'hiring-or-renting-goods': 9.5,
        'hotel-or-accommodation': 10.5,
        'investigation-or-security': 12,
        'labour-only-building-or-construction': 14.5,
        'laundry-or-dry-cleaning': 12,
        'lawyer-or-legal-services': 14.5,
        'library-archive-museum-or-cultural': 9.5,
        'management-consultancy': 14,
        'manufacturing-fabricated-metal-products': 10.5,
        'manufacturing-food': 9,
        'manufacturing-other': 9.5,
        'manufacturing-yarn-textiles-or-clothing': 9,
        'membership-organisation': 8,
        'mining-or-quarrying': 10,
        packaging: 9,
        photography: 11,
        'post-offices': 5,
        printing: 8.5,
        publishing: 11,
        pubs: 6.5,
        'real-estate-activity': 14,
        'repairing-personal-or-household-goods': 10,
        'repairing-vehicles': 8.5,
        'retailing-food-confectionery-tobacco-newspapers-childrens-clothing': 4,
        'retailing-pharmaceuticals-medical-goods-cosmetics-toiletries': 8,
        'retailing-other': 7.5,
        'retailing-vehicles-or-fuel': 6.5,
        'secretarial-services': 13,
        'social-work': 11,
        'sport-or-recreation': 8.5,
        'transport-or-storage': 10,
        'travel-agency': 10.5,
        'veterinary-medicine': 11,
        'wholesaling-agricultural-products': 8,
        'wholesaling-food': 7.5,
        'wholesaling-other': 8.5,
      },
      references: [vatReferences.flatRatePage, vatReferences.vatRegulations55k, vatReferences.notice733],
    },
  ],
};

/** The rate for a limited cost business, whatever its sector. */
export const flatRateLimitedCostBusinessPercentage: Parameter<number> = {
  description: 'VAT Flat Rate Scheme: the appropriate percentage for a limited cost business, whatever its sector.',
  unit: 'rate',
  values: [
    {
      from: '2017-04-01',
      value: 16.5,
      references: [vatReferences.vatRegulations55k, vatReferences.vatRegulations55a, vatReferences.flatRatePage],
    },
  ],
};

export interface LimitedCostBusinessTest {
  /** Relevant goods below this percent of VAT-inclusive turnover make a limited cost business. */
  readonly goodsShareOfTurnoverPercent: number;
  /** ... and so do relevant goods below this amount a year (VAT-inclusive), pro rata for shorter periods. */
  readonly goodsAnnualAmount: number;
}

export const flatRateLimitedCostBusinessTest: Parameter<LimitedCostBusinessTest> = {
  description:
    'VAT Flat Rate Scheme: a limited cost business spends on relevant goods less than 2% of its VAT-inclusive turnover, or less than £1,000 a year.',
  unit: 'GBP',
  values: [
    {
      from: '2017-04-01',
      value: { goodsShareOfTurnoverPercent: 2, goodsAnnualAmount: 1_000 },
      references: [vatReferences.vatRegulations55a, vatReferences.flatRatePage, vatReferences.notice733],
    },
  ],
};

/** Percentage points off the flat rate in the first year of VAT registration. */
export const flatRateFirstYearReduction: Parameter<number> = {
  description:
    'VAT Flat Rate Scheme: percentage points taken off the appropriate percentage until the day before the first anniversary of registration.',
  unit: 'rate',
  values: [
    {
      from: '2011-01-04',
      value: 1,
      references: [vatReferences.vatRegulations55jb, vatReferences.flatRatePage, vatReferences.notice733],
    },
  ],
};

export interface FlatRateSchemeLimits {
  /** Join only if taxable turnover (excluding VAT) in the next 12 months is expected to be at most this. */
  readonly joiningTurnover: number;
  /** Leave when total income (including VAT) in the last 12 months, or expected in the next 30 days' year, exceeds this. */
  readonly leavingIncome: number;
}

export const flatRateSchemeLimits: Parameter<FlatRateSchemeLimits> = {
  description:
    'VAT Flat Rate Scheme: the turnover limit for joining (£150,000 excluding VAT) and the income limit for leaving (£230,000 including VAT).',
  unit: 'GBP',
  values: [
    {
      from: '2011-01-04',
      value: { joiningTurnover: 150_000, leavingIncome: 230_000 },
      references: [vatReferences.vatRegulations55l, vatReferences.flatRatePage, vatReferences.notice733],
      note: 'Both limits have applied since 1 April 2009.',
    },
  ],
};
