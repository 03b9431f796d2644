import type { WrongFigureTrackingData } from '@taxatlas/contracts/wrong-figure-report';
import { formatMoney } from '../../lib/format';
import { useOptionalT } from '../../lib/i18n/use-t';
import { useContactT } from './use-contact-t';

/** The calculator's name in the visitor's language (the catalogue's), else the English name the report carries. */
export function useCalculatorName(): (report: WrongFigureTrackingData) => string {
  const optionalT = useOptionalT();
  return (report) => optionalT(`catalogue.${report.calculator}.name`) ?? report.calculatorName;
}

/** Amounts in the report's currency; a code the browser does not know is shown as a plain number after it. */
function money(amount: number, currency: string): string {
  try {
    return formatMoney(amount, currency);
  } catch {
    return `${currency} ${amount}`;
  }
}

/**
 * What a wrong-figure report carries, in words, so the visitor knows what is sent with the message, and a way to send
 * the message without it.
 */
export function TrackingSummary({ report, onRemove }: { readonly report: WrongFigureTrackingData; readonly onRemove: () => void }) {
  const t = useContactT();
  const calculatorName = useCalculatorName();
  return (
    <div className="notice notice-info contact-tracking" data-testid="contact-tracking-summary">
      <p className="contact-tracking-text">
        <strong>{t('contactForm.tracking.title')}</strong>{' '}
        {t('contactForm.tracking.summary', {
          calculator: calculatorName(report),
          taxYear: report.taxYear,
          totalTax: money(report.result.totalTax, report.result.currency),
        })}
      </p>
      <p className="contact-tracking-explain">{t('contactForm.tracking.explain')}</p>
      <button type="button" className="btn btn-outline btn-small" onClick={onRemove} data-testid="contact-tracking-remove">
        {t('contactForm.tracking.remove')}
      </button>
    </div>
  );
}
