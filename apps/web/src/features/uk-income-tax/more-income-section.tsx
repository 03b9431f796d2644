import type { UkOtherIncomeHeadlines } from '@taxatlas/tax-engine/uk/headline-figures';
import { Suspense, useState } from 'react';
import { lazyPage } from '../../lib/lazy-page';
import { hasMoreIncome, type IncomeTaxFormValues } from './income-tax-form-state';
import type { IncomeTaxFieldProps } from './more-income-fields';
import { useIncomeTaxT } from './use-income-tax-t';

// The fields, their help and their messages are a chunk of their own, rendered only while the section is open: the
// page's first render (which replaces the pre-rendered HTML) then builds and formats none of them. Pointing at or
// focusing the summary fetches the chunk ahead of the click, so it usually opens with its fields at once.
const MoreIncomeFields = lazyPage(() => import('./more-income-fields'));
const preloadFields = () => void MoreIncomeFields.preload().catch(() => undefined);

export interface MoreIncomeSectionProps {
  readonly values: IncomeTaxFormValues;
  readonly field: IncomeTaxFieldProps;
  readonly figures: UkOtherIncomeHeadlines;
  readonly money: (amount: number) => string;
}

/**
 * Savings, dividends and the rarer allowances, folded away so the salary-only case stays short. Opens by itself when
 * the address holds one of them, so a shared link shows what produced its result.
 */
export function MoreIncomeSection({ values, field, figures, money }: MoreIncomeSectionProps) {
  const t = useIncomeTaxT();
  const anySet = hasMoreIncome(values);
  const [open, setOpen] = useState(anySet);
  // A link or a back navigation that brings extra inputs opens the section; clearing them never snaps it shut.
  const [wasSet, setWasSet] = useState(anySet);
  if (anySet !== wasSet) {
    setWasSet(anySet);
    if (anySet) setOpen(true);
  }

  return (
    <details className="form-more" open={open} onToggle={(event) => setOpen(event.currentTarget.open)} data-testid="uk-income-tax-more">
      <summary onPointerEnter={preloadFields} onFocus={preloadFields} onTouchStart={preloadFields}>
        {t('ukIncomeTax.more.summary')}
      </summary>
      {open ? (
        <Suspense fallback={null}>
          <MoreIncomeFields field={field} figures={figures} money={money} />
        </Suspense>
      ) : null}
    </details>
  );
}
