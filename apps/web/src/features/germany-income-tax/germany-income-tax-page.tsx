import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AssessmentMode } from './assessment-mode';
import { incomeTaxModeOf } from './income-tax-mode';
import { WageTaxMode } from './wage-tax/wage-tax-mode';

// The couple comparison is a chunk of its own: the page's first load (the wage tax) does not carry it.
const CoupleMode = lazy(() => import('./couple/couple-mode'));

/**
 * /germany/income-tax: the wage tax (gross to net) by default, the assessment of a taxable income with ?mode=zve, a
 * married couple's tax classes compared with ?mode=couple.
 */
export default function GermanyIncomeTaxPage() {
  const [searchParams] = useSearchParams();
  const mode = incomeTaxModeOf(searchParams);
  if (mode === 'zve') return <AssessmentMode />;
  if (mode === 'couple') {
    return (
      <Suspense fallback={null}>
        <CoupleMode />
      </Suspense>
    );
  }
  return <WageTaxMode />;
}
