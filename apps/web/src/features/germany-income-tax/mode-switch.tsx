import { Link } from 'react-router-dom';
import { incomeTaxModes, withMode, type IncomeTaxMode } from './income-tax-mode';
import { useWageTaxT } from './wage-tax/use-wage-tax-t';
import './mode-switch.css';

/** Plain links, like the rest of the form (antd comes with the results only): each opens its mode's empty form. */
export function ModeSwitch({ mode }: { readonly mode: IncomeTaxMode }) {
  const t = useWageTaxT();
  return (
    <nav className="mode-switch" aria-label={t('deWageTax.mode.label')} data-testid="mode-switch">
      {incomeTaxModes.map((option) => (
        <Link
          key={option}
          to={{ search: withMode(new URLSearchParams(), option).toString() }}
          className={option === mode ? 'mode-switch-option mode-switch-current' : 'mode-switch-option'}
          aria-current={option === mode ? 'page' : undefined}
        >
          {t(`deWageTax.mode.${option}`)}
        </Link>
      ))}
    </nav>
  );
}
