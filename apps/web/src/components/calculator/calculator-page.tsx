import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../lib/i18n/use-t';
import { paths } from '../../config/paths';
import { useSeo } from '../seo/use-seo';
import { Card } from '../ui/card';

export type CalculatorCountry = 'uk' | 'us' | 'germany';

export interface CalculatorPageProps {
  readonly country: CalculatorCountry;
  /** Short name for the breadcrumb (e.g. "UK Stamp Duty"). */
  readonly name: string;
  /** The h1, also the document title. */
  readonly title: string;
  /** The sentence under the h1, also the page's search-engine description. */
  readonly lead: string;
  /** Search-engine keywords for the page. */
  readonly keywords?: readonly string[];
  readonly formHeading: string;
  readonly form: ReactNode;
  readonly results: ReactNode;
  /** Below the form and results: the explainer, guides, teasers. */
  readonly children?: ReactNode;
  readonly className?: string;
}

/**
 * The frame every calculator page shares: breadcrumbs, header, form card beside the results, then the explainer.
 * Plain markup and CSS like the site shell: antd arrives only with the results panel, once there is a result.
 */
export function CalculatorPage({
  country,
  name,
  title,
  lead,
  keywords,
  formHeading,
  form,
  results,
  children,
  className,
}: CalculatorPageProps) {
  const t = useT();
  useSeo({ title, description: lead, keywords: keywords ?? [name, t(`country.${country}`), t('seo.calculatorKeyword')] });
  return (
    <div className={`page-container calculator-page${className ? ` ${className}` : ''}`}>
      <nav className="breadcrumbs" aria-label={t('common.breadcrumbs')}>
        <Link to={paths.home}>{t('nav.home')}</Link>
        <span aria-hidden="true"> / </span>
        <Link to={paths[country].hub}>{t(`country.${country}`)}</Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{name}</span>
      </nav>
      <header className="page-header">
        <h1>{title}</h1>
        <p className="page-lead">{lead}</p>
      </header>

      <div className="calculator-layout">
        <Card className="calculator-form-card" heading={<h2 className="card-heading">{formHeading}</h2>}>
          {form}
        </Card>
        {results}
      </div>

      {children}
    </div>
  );
}

/** "How ... works": the explanation under a calculator, closed by the disclaimer. */
export function Explainer({ id, title, disclaimer, children }: { id: string; title: string; disclaimer: string; children: ReactNode }) {
  return (
    <section className="explainer" aria-labelledby={id} data-testid="explainer">
      <h2 id={id}>{title}</h2>
      {children}
      <p className="explainer-note" data-testid="disclaimer">
        {disclaimer}
      </p>
    </section>
  );
}
