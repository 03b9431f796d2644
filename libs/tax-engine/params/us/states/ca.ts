import { bracket, type BracketName } from '../../../src/core/brackets';
import { label } from '../../../src/core/labels';
import type { Reference } from '../../../src/core/parameter';
import type { StateIncomeTaxParameter, StateIncomeTaxRules } from '../../../src/us/state-tax-rules';
import { stateRuleValues } from '../../../src/us/state-rule-values';

/** The Mental Health Services Tax adds 1% to the schedule's rate on taxable income over $1,000,000. */
const mhstOver = (scheduleRate: number): BracketName => ({
  name: `${scheduleRate}% bracket + 1% Mental Health Services Tax`,
  label: label('us.state.ca.band.mentalHealthServicesTax', { rate: scheduleRate, surtax: 1 }),
});
const mentalHealthServicesTax = mhstOver(12.3);

const sources = {
  rtc17041: {
    title: 'Cal. Rev. & Tax. Code § 17041 (rates; brackets indexed each year)',
    href: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?sectionNum=17041.&lawCode=RTC',
  },
  rtc17043: {
    title: 'Cal. Rev. & Tax. Code § 17043 (Mental Health Services Tax: additional 1% on taxable income over $1,000,000)',
    href: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=RTC&sectionNum=17043.',
  },
  rtc17054: {
    title: 'Cal. Rev. & Tax. Code § 17054 (personal exemption credits)',
    href: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?sectionNum=17054.&lawCode=RTC',
  },
  schedules2024: {
    title: 'FTB: 2024 California Tax Rate Schedules (Schedules X, Y, Z)',
    href: 'https://www.ftb.ca.gov/forms/2024/2024-540-tax-rate-schedules.pdf',
  },
  form540of2024: {
    title: 'FTB: 2024 Form 540, line 18 (standard deduction $5,540 / $11,080) and line 7 (exemption credit $149 per personal exemption)',
    href: 'https://www.ftb.ca.gov/forms/2024/2024-540.pdf',
  },
  booklet2024: {
    title:
      'FTB: 2024 Form 540 booklet (instructions, exemption credit phase-out above federal AGI $244,857 single / $367,291 head of household / $489,719 joint)',
    href: 'https://www.ftb.ca.gov/forms/2024/2024-540-booklet.html',
  },
  rtc17054_1: {
    title:
      'Cal. Rev. & Tax. Code § 17054.1 (exemption credits reduced by $6 for each $2,500, or part, of federal AGI above the indexed threshold)',
    href: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?sectionNum=17054.1.&lawCode=RTC',
  },
  booklet2025: {
    title: 'FTB: 2025 Form 540 booklet (instructions, exemption credit phase-out above federal AGI $252,203 single / $504,411 joint)',
    href: 'https://www.ftb.ca.gov/forms/2025/2025-540-booklet.html',
  },
  schedules2025: {
    title: 'FTB: 2025 California Tax Rate Schedules (Schedules X, Y, Z)',
    href: 'https://www.ftb.ca.gov/forms/2025/2025-540-tax-rate-schedules.pdf',
  },
  form540of2025: {
    title: 'FTB: 2025 Form 540, line 18 (standard deduction $5,706 / $11,412) and line 7 (exemption credit $153 per personal exemption)',
    href: 'https://www.ftb.ca.gov/forms/2025/2025-540.pdf',
  },
  withholding2026: {
    title: 'EDD: California Withholding Schedules for 2026, Method B (the 2025 bracket thresholds and standard deduction $5,706 / $11,412)',
    href: 'https://edd.ca.gov/siteassets/files/pdf_pub_ctr/26methb.pdf',
  },
} as const satisfies Record<string, Reference>;

/** § 17054.1: $6 off each exemption credit ($12 for the two on a joint return) per $2,500 ($1,250 separate) or part over the threshold. */
const creditPhaseOut = (single: number, headOfHousehold: number, joint: number): NonNullable<StateIncomeTaxRules['phaseOuts']> => [
  {
    applies: 'personalExemptionCredit',
    start: { single, 'married-separate': single, 'head-of-household': headOfHousehold, 'married-joint': joint },
    step: { single: 2500, 'married-separate': 1250 },
    reductionPerStep: { single: 6, 'married-joint': 12 },
    partialStep: 'counts',
  },
];

const notes = [
  'The personal exemption credit is reduced by $6 per credit (so $12 on a joint return) for each $2,500, or part, of federal AGI above $244,857 single and married filing separately, $367,291 head of household, $489,719 joint (2024; $252,203 / $378,310 / $504,411 in 2025), with $1,250 steps for married filing separately.',
  "California taxes wages from federal AGI with California adjustments; no adjustments (e.g. HSA, state refunds) are modelled, and dependent, renter's and other credits are not included.",
  'The 1.1% State Disability Insurance (SDI) payroll contribution is not income tax and is not included.',
];

/**
 * Schedule X (single, married/RDP filing separately), Schedule Y (married/RDP filing jointly, qualifying surviving
 * spouse) and Schedule Z (head of household). The Mental Health Services Tax adds 1% above $1,000,000 of taxable
 * income for every filing status (it is not doubled for joint returns), so it is the top bracket of each schedule.
 */
export const stateIncomeTax: StateIncomeTaxParameter = {
  description: 'California personal income tax on wages: rate schedules, standard deduction and personal exemption credit.',
  unit: 'USD-brackets',
  values: stateRuleValues(
    {
      from: '2024-01-01',
      value: {
        kind: 'graduated',
        brackets: {
          single: [
            bracket(0, 1),
            bracket(10_756, 2),
            bracket(25_499, 4),
            bracket(40_245, 6),
            bracket(55_866, 8),
            bracket(70_606, 9.3),
            bracket(360_659, 10.3),
            bracket(432_787, 11.3),
            bracket(721_314, 12.3),
            bracket(1_000_000, 13.3, mentalHealthServicesTax),
          ],
          'married-joint': [
            bracket(0, 1),
            bracket(21_512, 2),
            bracket(50_998, 4),
            bracket(80_490, 6),
            bracket(111_732, 8),
            bracket(141_212, 9.3),
            bracket(721_318, 10.3),
            bracket(865_574, 11.3),
            bracket(1_000_000, 12.3, mhstOver(11.3)),
            bracket(1_442_628, 13.3, mhstOver(12.3)),
          ],
          'head-of-household': [
            bracket(0, 1),
            bracket(21_527, 2),
            bracket(51_000, 4),
            bracket(65_744, 6),
            bracket(81_364, 8),
            bracket(96_107, 9.3),
            bracket(490_493, 10.3),
            bracket(588_593, 11.3),
            bracket(980_987, 12.3),
            bracket(1_000_000, 13.3, mentalHealthServicesTax),
          ],
        },
        standardDeduction: { single: 5_540, 'married-joint': 11_080, 'head-of-household': 11_080 },
        personalExemptionCredit: { single: 149, 'married-joint': 298 },
        phaseOuts: creditPhaseOut(244_857, 367_291, 489_719),
        incomeBase:
          'Federal adjusted gross income (wages), less the California standard deduction; tax from the 2024 rate schedules plus the 1% Mental Health Services Tax over $1,000,000, less the personal exemption credit (reduced above the AGI threshold).',
        notes,
      },
      references: [
        sources.schedules2024,
        sources.form540of2024,
        sources.booklet2024,
        sources.rtc17041,
        sources.rtc17043,
        sources.rtc17054,
        sources.rtc17054_1,
      ],
    },
    {
      from: '2025-01-01',
      changes: {
        brackets: {
          single: [
            bracket(0, 1),
            bracket(11_079, 2),
            bracket(26_264, 4),
            bracket(41_452, 6),
            bracket(57_542, 8),
            bracket(72_724, 9.3),
            bracket(371_479, 10.3),
            bracket(445_771, 11.3),
            bracket(742_953, 12.3),
            bracket(1_000_000, 13.3, mentalHealthServicesTax),
          ],
          'married-joint': [
            bracket(0, 1),
            bracket(22_158, 2),
            bracket(52_528, 4),
            bracket(82_904, 6),
            bracket(115_084, 8),
            bracket(145_448, 9.3),
            bracket(742_958, 10.3),
            bracket(891_542, 11.3),
            bracket(1_000_000, 12.3, mhstOver(11.3)),
            bracket(1_485_906, 13.3, mhstOver(12.3)),
          ],
          'head-of-household': [
            bracket(0, 1),
            bracket(22_173, 2),
            bracket(52_530, 4),
            bracket(67_716, 6),
            bracket(83_805, 8),
            bracket(98_990, 9.3),
            bracket(505_208, 10.3),
            bracket(606_251, 11.3),
            bracket(1_000_000, 12.3, mhstOver(11.3)),
            bracket(1_010_417, 13.3, mhstOver(12.3)),
          ],
        },
        standardDeduction: { single: 5_706, 'married-joint': 11_412, 'head-of-household': 11_412 },
        personalExemptionCredit: { single: 153, 'married-joint': 306 },
        phaseOuts: creditPhaseOut(252_203, 378_310, 504_411),
        incomeBase:
          'Federal adjusted gross income (wages), less the California standard deduction; tax from the 2025 rate schedules plus the 1% Mental Health Services Tax over $1,000,000, less the personal exemption credit (reduced above the AGI threshold).',
      },
      references: [
        sources.schedules2025,
        sources.form540of2025,
        sources.booklet2025,
        sources.rtc17041,
        sources.rtc17043,
        sources.rtc17054,
        sources.rtc17054_1,
      ],
    },
    {
      from: '2026-01-01',
      changes: {
        notes: [
          ...notes,
          "Provisional for 2026: the FTB's 2026 indexed rate schedules, standard deduction, exemption credit and phase-out thresholds were not found; the 2025 figures are carried forward, so 2026 tax is slightly overstated.",
        ],
      },
      references: [
        sources.withholding2026,
        sources.schedules2025,
        sources.form540of2025,
        sources.booklet2025,
        sources.rtc17041,
        sources.rtc17054,
        sources.rtc17054_1,
      ],
      note: "Provisional: R&TC §§ 17041(h), 17054 and 17054.1 index these figures by the California CPI (June to June); the FTB's 2026 figures were not found, so the 2025 figures are carried forward. The EDD's California Withholding Schedules for 2026 (Method B) likewise use the 2025 bracket thresholds and the $5,706 / $11,412 deduction.",
    },
  ),
};
