import { useSearchParams } from 'react-router-dom';
import { AssessmentMode } from './assessment-mode';
import { incomeTaxModeOf } from './income-tax-mode';
import { WageTaxMode } from './wage-tax/wage-tax-mode';

/** /germany/income-tax: the wage tax (gross to net) by default, the assessment of a taxable income with ?mode=zve. */
export default function GermanyIncomeTaxPage() {
  const [searchParams] = useSearchParams();
  return incomeTaxModeOf(searchParams) === 'zve' ? <AssessmentMode /> : <WageTaxMode />;
}
