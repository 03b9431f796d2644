import type { TaxYearChoice } from '@taxatlas/tax-engine/core/tax-year-in-force';
import { useT } from '../../lib/i18n/use-t';

/**
 * "2027/28 figures are not yet published; showing 2026/27": shown while the year in force has no figures in the
 * engine yet and the form is on the year used instead (the default). A year the visitor picked needs no notice.
 */
export function TaxYearNotice({
  choice,
  selectedYear,
}: {
  readonly choice: TaxYearChoice<string | number>;
  readonly selectedYear: string;
}) {
  const t = useT();
  if (!choice.yearNotice || String(choice.taxYear) !== selectedYear) return null;
  return (
    <p className="tax-year-notice" role="note" data-testid="tax-year-notice">
      {t('calc.yearNotice', choice.yearNotice.values)}
    </p>
  );
}
