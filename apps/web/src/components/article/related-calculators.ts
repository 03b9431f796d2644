import type { MessageId } from '../../lib/i18n/catalogues';
import { paths } from '../../config/paths';

export interface RelatedCalculator {
  readonly to: string;
  readonly label: MessageId;
}

const calculators = {
  ukIncomeTax: { to: paths.uk.incomeTax, label: 'article.related.ukIncomeTax' },
  ukStampDuty: { to: paths.uk.stampDuty, label: 'article.related.ukStampDuty' },
  ukVat: { to: paths.uk.vat, label: 'article.related.ukVat' },
  usFederalIncomeTax: { to: paths.us.federalIncomeTax, label: 'article.related.usFederalIncomeTax' },
  usStateTax: { to: paths.us.stateTax, label: 'article.related.usStateTax' },
  usCapitalGains: { to: paths.us.capitalGains, label: 'article.related.usCapitalGains' },
  deIncomeTax: { to: paths.germany.incomeTax, label: 'article.related.deIncomeTax' },
} satisfies Record<string, RelatedCalculator>;

type CalculatorKey = keyof typeof calculators;

/** Hand-picked for the seeded articles. */
const bySlug: Readonly<Record<string, readonly CalculatorKey[]>> = {
  'uk-tax-guide-2024': ['ukIncomeTax', 'ukStampDuty'],
  'us-tax-deductions': ['usFederalIncomeTax', 'usStateTax'],
  'german-tax-system': ['deIncomeTax'],
  'income-tax-calculations': ['ukIncomeTax', 'usFederalIncomeTax', 'deIncomeTax'],
  'vat-explained': ['ukVat'],
  'tax-planning-tips': ['ukIncomeTax', 'usFederalIncomeTax', 'deIncomeTax'],
  'small-business-taxes': ['ukIncomeTax', 'usFederalIncomeTax'],
  'investment-tax-basics': ['usCapitalGains'],
};

/** Other articles: by their categories. */
const byCategory: Readonly<Record<string, readonly CalculatorKey[]>> = {
  'income-tax': ['ukIncomeTax', 'usFederalIncomeTax', 'deIncomeTax'],
  'property-tax': ['ukStampDuty'],
  vat: ['ukVat'],
  'investment-tax': ['usCapitalGains'],
  'social-security': ['ukIncomeTax'],
};

const MAX_RELATED = 3;

/** Up to three calculator pages that fit an article, most specific first; none when nothing fits. */
export function relatedCalculators(article: { slug: string; categories: readonly { slug: string }[] }): RelatedCalculator[] {
  const keys = bySlug[article.slug] ?? article.categories.flatMap((category) => byCategory[category.slug] ?? []);
  return [...new Set(keys)].slice(0, MAX_RELATED).map((key) => calculators[key]);
}
