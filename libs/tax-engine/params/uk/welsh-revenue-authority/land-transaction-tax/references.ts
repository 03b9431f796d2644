import type { Reference } from '../../../../src/core/parameter';

/** Official sources for Land Transaction Tax (Wales) cited by the LTT parameters. */
export const lttReferences = {
  ratesAndBands: {
    title:
      'Welsh Government / Welsh Revenue Authority: Land Transaction Tax rates and bands (main residential rates and higher residential rates)',
    href: 'https://www.gov.wales/land-transaction-tax-rates-and-bands',
  },
  regulations2018: {
    title:
      'The Land Transaction Tax (Tax Bands and Tax Rates) (Wales) Regulations 2018 (S.I. 2018/128 (W. 32)), Schedule: Table 1 residential, Table 2 higher rates residential',
    href: 'https://www.legislation.gov.uk/wsi/2018/128/schedule',
  },
  amendment2022: {
    title:
      'The Land Transaction Tax (Tax Bands and Tax Rates) (Wales) (Amendment) Regulations 2022: residential 0% to £225,000, 6% to £400,000, 7.5% to £750,000, 10% to £1.5m, 12% above, from 10 October 2022',
    href: 'https://www.gov.wales/land-transaction-tax-rates-and-bands',
  },
  amendment2020: {
    title:
      'The Land Transaction Tax (Tax Bands and Tax Rates) (Wales) (Amendment) Regulations 2020 (S.I. 2020/1618), reg. 6: higher rates 4%, 7.5%, 9%, 11.5%, 14%, 16% from 22 December 2020',
    href: 'https://www.legislation.gov.uk/wsi/2020/1618/regulation/6/made',
  },
  amendment2024: {
    title:
      'The Land Transaction Tax (Tax Bands and Tax Rates) (Wales) (Amendment) Regulations 2024 (S.I. 2024/1311): higher rates raised by 1 point (5%, 8.5%, 10%, 12.5%, 15%, 17%) from 11 December 2024',
    href: 'https://www.legislation.gov.uk/wsi/2024/1311/made',
  },
  lttaSch5Para3: {
    title:
      'Land Transaction Tax and Anti-avoidance of Devolved Taxes (Wales) Act 2017, Sch 5 para 3(2)(c): a higher rates residential property transaction needs chargeable consideration of £40,000 or more',
    href: 'https://www.legislation.gov.uk/anaw/2017/1/schedule/5/paragraph/3',
  },
} as const satisfies Record<string, Reference>;
