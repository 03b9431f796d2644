import type { GermanVatSmallBusinessAnswer } from '@taxatlas/tax-engine/germany/vat/vat-with-small-business';
import { copyAmount } from '../../lib/tax-year-copy';
import { useDeVatT } from './use-de-vat-t';

/** The § 19 UStG verdict above the VAT result, with the limits of the supply's year and where they are set. */
export function SmallBusinessNotice({ check }: { readonly check: GermanVatSmallBusinessAnswer }) {
  const t = useDeVatT();
  const limits = {
    previousLimit: copyAmount(check.limits.previousYear, 'EUR'),
    currentLimit: copyAmount(check.limits.currentYear, 'EUR'),
  };
  return (
    <div className="calculator-notice" data-testid="small-business-check" data-outcome={check.outcome}>
      <h3>{t('deVat.smallBusiness.title', { year: check.year })}</h3>
      <p>{t(`deVat.smallBusiness.${check.outcome}`, limits)}</p>
      {check.exceedingSupplyTaxed && !check.eligible ? <p>{t('deVat.smallBusiness.exceedingSupplyTaxed', { year: check.year })}</p> : null}
      <p>{check.reference}</p>
    </div>
  );
}
