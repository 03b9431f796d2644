import { skipToken } from '@reduxjs/toolkit/query';
import { Alert, Card, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { apiErrorText } from '../../app/api';
import { useT } from '../../app/i18n/use-t';
import { ResultsPanel } from '../../components/results-panel/results-panel';
import { useDocumentTitle } from '../../components/use-document-title';
import { paths } from '../../config/paths';
import {
  defaultFormValues,
  formValuesFromQuery,
  queryFromFormValues,
  validateFormValues,
  type FormFieldError,
  type IncomeTaxFormField,
  type IncomeTaxFormValues,
} from './income-tax-form-state';
import { IncomeTaxForm } from './income-tax-form';
import { useCalculateUkIncomeTaxQuery } from './uk-income-tax-api';

/**
 * The inputs live in the query string: submitting writes them there, and the calculation runs from the URL, so a
 * reload or a shared link shows the same result.
 */
export default function UkIncomeTaxPage() {
  const t = useT();
  useDocumentTitle(t('ukIncomeTax.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();

  const urlValues = useMemo(() => formValuesFromQuery(new URLSearchParams(query)), [query]);
  const urlValidation = useMemo(() => (urlValues ? validateFormValues(urlValues) : undefined), [urlValues]);

  const [values, setValues] = useState<IncomeTaxFormValues>(() => urlValues ?? defaultFormValues);
  const [errors, setErrors] = useState<readonly FormFieldError[]>(() => (urlValidation && !urlValidation.ok ? urlValidation.errors : []));

  // Back/forward (or a new link) changes the URL: show its inputs in the form. Adjusting state while rendering,
  // rather than in an effect, avoids a render with stale inputs (react.dev, "you might not need an effect").
  const [formQuery, setFormQuery] = useState(query);
  if (formQuery !== query) {
    setFormQuery(query);
    setValues(urlValues ?? defaultFormValues);
    setErrors(urlValidation && !urlValidation.ok ? urlValidation.errors : []);
  }

  const request = urlValidation?.ok ? urlValidation.request : skipToken;
  const { data, error, isError, isFetching } = useCalculateUkIncomeTaxQuery(request);
  const result = isError ? undefined : data;

  const onChange = (field: IncomeTaxFormField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => current.filter((candidate) => candidate.field !== field));
  };

  const onSubmit = () => {
    const outcome = validateFormValues(values);
    if (!outcome.ok) {
      setErrors(outcome.errors);
      return;
    }
    setErrors([]);
    setSearchParams(queryFromFormValues(values));
  };

  return (
    <div className="page-container calculator-page">
      <nav className="breadcrumbs" aria-label={t('common.breadcrumbs')}>
        <Link to={paths.home}>{t('nav.home')}</Link>
        <span aria-hidden="true"> / </span>
        <Link to={paths.uk.hub}>{t('country.uk')}</Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{t('calculator.ukIncomeTax')}</span>
      </nav>
      <header className="page-header">
        <h1>{t('ukIncomeTax.title')}</h1>
        <p className="page-lead">{t('ukIncomeTax.lead')}</p>
      </header>

      <div className="calculator-layout">
        <Card className="calculator-form-card" title={<h2 className="card-heading">{t('ukIncomeTax.form.heading')}</h2>}>
          <IncomeTaxForm values={values} errors={errors} submitting={isFetching} onChange={onChange} onSubmit={onSubmit} />
        </Card>

        <section className="calculator-results" aria-live="polite" aria-busy={isFetching}>
          {isError ? (
            <Alert
              type="error"
              showIcon
              role="alert"
              data-testid="calculation-error"
              title={t('ukIncomeTax.error.title')}
              description={apiErrorText(error) ?? t('error.requestFailed')}
            />
          ) : null}
          <Spin spinning={isFetching} description={t('ukIncomeTax.calculating')}>
            {result ? (
              <ResultsPanel result={result} title={t('calculator.ukIncomeTax')} />
            ) : !isError ? (
              <Card className="results-placeholder">
                <p>{isFetching ? t('ukIncomeTax.calculating') : t('ukIncomeTax.placeholder')}</p>
              </Card>
            ) : null}
          </Spin>
        </section>
      </div>

      <section className="explainer" aria-labelledby="uk-income-tax-how">
        <h2 id="uk-income-tax-how">{t('ukIncomeTax.how.title')}</h2>
        <p>{t('ukIncomeTax.how.allowance')}</p>
        <p>{t('ukIncomeTax.how.bands')}</p>
        <p>{t('ukIncomeTax.how.ni')}</p>
        <p className="explainer-note">{t('ukIncomeTax.how.disclaimer')}</p>
      </section>
    </div>
  );
}
