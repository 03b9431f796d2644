import { z } from 'zod';
import { churchTaxOptions, germanFundTypes } from '@taxatlas/tax-engine/germany/capital-income-tax';
import { germanTaxYears } from '@taxatlas/tax-engine/germany/tax-year';
import { flag, moneyAmount, numberFromString, oneOf, TAX_YEAR_DEFAULT_DESCRIPTION } from './fields';

/**
 * German tax on capital income (Abgeltungsteuer, § 32d EStG) with the Sparer-Pauschbetrag, the solidarity surcharge,
 * church tax and the Teilfreistellung of investment fund income (§ 20 InvStG). `capitalIncome` is the income other
 * than share gains; share gains and losses are kept apart (§ 20 Abs. 6 Satz 4 EStG), other losses offset all of it;
 * `personalTaxableIncome` (the zvE without capital income) asks for the Günstigerprüfung (§ 32d Abs. 6 EStG).
 */
export const deCapitalGainsRequestSchema = z.strictObject(
  {
    taxYear: z
      .preprocess(
        (value) => numberFromString(value, 'whole'),
        z.literal(germanTaxYears, { error: () => `must be one of: ${germanTaxYears.join(', ')} (supported German tax years)` }),
      )
      .optional()
      .describe(TAX_YEAR_DEFAULT_DESCRIPTION),
    capitalIncome: moneyAmount(),
    joint: flag().default(false),
    churchTax: oneOf(churchTaxOptions).default('none'),
    fundType: oneOf(germanFundTypes).default('none'),
    shareGains: moneyAmount().optional().describe('Gains from selling shares (Aktien), in euros.'),
    shareLosses: moneyAmount()
      .optional()
      .describe('Losses from selling shares: offset only against share gains; the rest is carried forward.'),
    otherLosses: moneyAmount().optional().describe('Other capital losses, offset against all capital income.'),
    personalTaxableIncome: moneyAmount()
      .optional()
      .describe('Taxable income (zvE) without the capital income: compares the flat rate with the personal tariff (§ 32d Abs. 6 EStG).'),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? 'must be a JSON object' : undefined) },
);

export type DeCapitalGainsRequest = z.input<typeof deCapitalGainsRequestSchema>;
export type DeCapitalGainsParsedRequest = z.output<typeof deCapitalGainsRequestSchema>;
