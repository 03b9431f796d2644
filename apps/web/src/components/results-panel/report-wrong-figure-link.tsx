import { buildWrongFigureTrackingData } from '@taxatlas/contracts/wrong-figure-report';
import type { CalculationResult } from '@taxatlas/tax-engine/core/result';
import { Link, useLocation } from 'react-router-dom';
import { useT } from '../../lib/i18n/use-t';
import { keepWrongFigureReport, wrongFigureReportHref, type WrongFigureReportState } from '../../lib/wrong-figure-report';

/**
 * "Report a wrong figure": opens the contact form in this tab with the calculation attached (the calculator, its
 * inputs from the page's query string, the tax year and the result), so that an admin can run it again. A page that
 * is no known calculator sends an ordinary wrong-figure message, and any earlier attachment is forgotten.
 */
export function ReportWrongFigureLink({ result }: { readonly result: CalculationResult }) {
  const t = useT();
  const { pathname, search } = useLocation();
  const report = buildWrongFigureTrackingData(pathname, search, result);
  const state: WrongFigureReportState | undefined = report ? { wrongFigureReport: report } : undefined;
  return (
    <p className="results-report">
      {t('results.report.hint')}{' '}
      <Link to={wrongFigureReportHref} state={state} onClick={() => keepWrongFigureReport(report)} data-testid="report-wrong-figure">
        {t('results.report.link')}
      </Link>
    </p>
  );
}
