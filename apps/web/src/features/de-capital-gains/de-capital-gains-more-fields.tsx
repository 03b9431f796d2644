import { useState } from 'react';
import { MoneyInput } from '../../components/calculator/form-fields';
import { hasMoreCapitalInputs, type DeCapitalGainsFormField, type DeCapitalGainsFormValues } from './de-capital-gains-form-state';
import { useDeCapitalGainsT } from './use-de-capital-gains-t';

/** The props of one field: its id, translated label, error and value. */
export type DeCapitalGainsFieldProps = (name: DeCapitalGainsFormField) => {
  id: string;
  label: string;
  error: string | undefined;
  value: string;
  onChange: (value: string) => void;
};

/**
 * Share gains and losses, other losses and the zvE for the Günstigerprüfung, folded away so the one-amount case stays
 * short. Opens by itself when the address holds one of them, so a shared link shows what produced its result.
 */
export function DeCapitalGainsMoreFields({ values, field }: { values: DeCapitalGainsFormValues; field: DeCapitalGainsFieldProps }) {
  const t = useDeCapitalGainsT();
  const anySet = hasMoreCapitalInputs(values);
  const [open, setOpen] = useState(anySet);
  // A link or a back navigation that brings these inputs opens the section; clearing them never snaps it shut.
  const [wasSet, setWasSet] = useState(anySet);
  if (anySet !== wasSet) {
    setWasSet(anySet);
    if (anySet) setOpen(true);
  }
  return (
    <details className="form-more" open={open} onToggle={(event) => setOpen(event.currentTarget.open)} data-testid="de-capital-gains-more">
      <summary>{t('deCapitalGains.more.summary')}</summary>
      <p className="form-field-help">{t('deCapitalGains.more.intro')}</p>
      <div className="form-row">
        <MoneyInput {...field('shareGains')} name="sharegains" prefix="€" placeholder="0" help={t('deCapitalGains.more.shareGainsHelp')} />
        <MoneyInput
          {...field('shareLosses')}
          name="sharelosses"
          prefix="€"
          placeholder="0"
          help={t('deCapitalGains.more.shareLossesHelp')}
        />
      </div>
      <div className="form-row">
        <MoneyInput
          {...field('otherLosses')}
          name="otherlosses"
          prefix="€"
          placeholder="0"
          help={t('deCapitalGains.more.otherLossesHelp')}
        />
        <MoneyInput {...field('personalIncome')} name="zve" prefix="€" help={t('deCapitalGains.more.personalIncomeHelp')} />
      </div>
    </details>
  );
}
