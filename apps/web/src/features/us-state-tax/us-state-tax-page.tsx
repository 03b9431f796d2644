import { usFilingStatuses } from '@taxatlas/tax-engine/us/filing-status';
import type { UsStateIncomeTaxResult } from '@taxatlas/tax-engine/us/state-income-tax';
import { usStates } from '@taxatlas/tax-engine/us/states';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../../lib/i18n/use-t';
import { CalculatorPage, Explainer } from '../../components/calculator/calculator-page';
import { FormField, SelectField } from '../../components/calculator/form-fields';
import { CalculatingCard } from '../../components/calculator/calculator-results';
import { TextInput } from '../../components/form/text-input';
import { ChevronDownIcon, ChevronRightIcon, RefreshIcon } from '../../components/icons';
import { LazyResultsPanel, preloadResultsPanel, preloadResultsPanelOnUse } from '../../components/results-panel/lazy-results-panel';
import { useLabelText } from '../../components/results-panel/result-labels';
import { BusyOverlay } from '../../components/ui/busy-overlay';
import { Card } from '../../components/ui/card';
import { ErrorAlert } from '../../components/ui/error-alert';
import { abbreviateAmount } from '../../lib/abbreviate-amount';
import { formatIncomeInput, INCOME_INPUT_MAX_LENGTH, parseIncomeInput } from '../../lib/income-input';
import { StateTaxArticleTeasers, StateTaxGuide } from './state-tax-guide';
import {
  defaultStateTaxInputs,
  inputsFromQuery,
  queryFromInputs,
  STATE_TAX_DEBOUNCE_MS,
  stateTaxRequest,
  stateTaxYearShown,
  yearForState,
  type StateTaxInputs,
} from './state-tax-inputs';
import { useCalculateUsStateTaxMutation, useGetUsStateTaxStatesQuery } from './us-state-tax-api';

function IncomeSummary({ inputs, stateName, taxYear }: { inputs: StateTaxInputs; stateName: string; taxYear: number | undefined }) {
  const t = useT();
  const bodyId = useId();
  const [open, setOpen] = useState(false);
  const income = parseIncomeInput(inputs.income);
  return (
    <section className="income-summary-card" aria-label={t('stateTax.summary.title')}>
      <button
        type="button"
        className="income-summary-toggle"
        data-testid="income-summary-toggle"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((current) => !current)}
      >
        {open ? <ChevronDownIcon size={16} /> : <ChevronRightIcon size={16} />}
        {t('stateTax.summary.title')}
      </button>
      {open ? (
        <dl id={bodyId} className="income-summary" data-testid="income-summary">
          <div>
            <dt>{t('stateTax.summary.state')}</dt>
            <dd>
              {stateName} ({inputs.state})
            </dd>
          </div>
          <div>
            <dt>{t('stateTax.summary.taxYear')}</dt>
            <dd data-testid="income-summary-year">{taxYear ?? '—'}</dd>
          </div>
          <div>
            <dt>{t('stateTax.summary.income')}</dt>
            <dd data-testid="income-summary-amount">${abbreviateAmount(income)}</dd>
          </div>
        </dl>
      ) : null}
    </section>
  );
}

/**
 * US state income tax (docs/product.md, "US state income tax page"): no Calculate button; any change clears the error and, 500 ms
 * later, asks the server. Every input is also kept in the query string (state, year, status, income).
 */
export default function UsStateTaxPage() {
  const t = useT();
  const labelText = useLabelText('USD');
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  const { data: stateOptions, isError: stateListFailed } = useGetUsStateTaxStatesQuery();
  const [calculate] = useCalculateUsStateTaxMutation();

  const [inputs, setInputs] = useState<StateTaxInputs>(() => inputsFromQuery(new URLSearchParams(query)));
  const [result, setResult] = useState<UsStateIncomeTaxResult | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  // The URL follows the inputs (each change writes it), and the inputs follow the URL only when it changes to a
  // query this page did not write: back/forward or a new link. Writes land asynchronously, so while the user types
  // the URL can still show an older query of our own; adopting that would drop the keys typed since.
  const [observedQuery, setObservedQuery] = useState(query);
  const [pendingWrites, setPendingWrites] = useState<readonly string[]>([]);
  if (observedQuery !== query) {
    setObservedQuery(query);
    const ownWrite = pendingWrites.indexOf(query);
    if (ownWrite >= 0) {
      setPendingWrites(pendingWrites.slice(ownWrite + 1));
    } else {
      setPendingWrites([]);
      setInputs(inputsFromQuery(new URLSearchParams(query)));
      setError(null);
    }
  }

  const states = useMemo(
    () => stateOptions ?? usStates.map((state) => ({ value: state.code, label: state.name, taxYears: [] as number[] })),
    [stateOptions],
  );
  const selected = states.find((state) => state.value === inputs.state);
  const years = selected?.taxYears ?? [];
  const taxYear = stateTaxYearShown(inputs, years);
  // Without a chosen year, wait for the state's years rather than ask twice; if the list failed, the server picks.
  const request = inputs.taxYear === undefined && taxYear === undefined && !stateListFailed ? undefined : stateTaxRequest(inputs, taxYear);
  const requestKey = request ? JSON.stringify(request) : '';

  /** Any change: new inputs in the page and the URL, the previous error cleared; no income means no result. */
  const change = (next: StateTaxInputs) => {
    setInputs(next);
    setError(null);
    if (!stateTaxRequest(next)) {
      setResult(undefined);
      setLoading(false);
    }
    const nextQuery = queryFromInputs(next);
    // Writing the query the URL already holds is no navigation, so there is nothing to wait for.
    if (nextQuery.toString() !== query) setPendingWrites((writes) => [...writes, nextQuery.toString()]);
    setSearchParams(nextQuery, { replace: true });
  };

  // Inputs that make a request (e.g. a shared link being opened) mean a result is coming: fetch the panel meanwhile.
  useEffect(() => {
    if (requestKey !== '') preloadResultsPanel();
  }, [requestKey]);

  // Debounced call: 500 ms after the last change. Stale answers (an older request finishing late) are ignored.
  const latestRequest = useRef(0);
  useEffect(() => {
    latestRequest.current += 1;
    if (requestKey === '') return;
    const id = latestRequest.current;
    const timer = window.setTimeout(() => {
      setLoading(true);
      void calculate(JSON.parse(requestKey) as Parameters<typeof calculate>[0])
        .then((outcome) => {
          if (id !== latestRequest.current) return;
          if ('data' in outcome && outcome.data) {
            setResult(outcome.data);
          } else {
            const failure = 'error' in outcome ? outcome.error : undefined;
            const message = failure && 'error' in failure && typeof failure.error === 'string' ? failure.error : '';
            // '' stands for "no text from the server": the page shows 'Calculation failed.'.
            setError(message);
            setResult(undefined);
          }
        })
        .finally(() => {
          if (id === latestRequest.current) setLoading(false);
        });
    }, STATE_TAX_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [requestKey, calculate]);

  const reset = () => change(defaultStateTaxInputs);

  const errorText = error === null ? null : error || t('stateTax.error.failed');
  const stateName = selected?.label ?? inputs.state;

  return (
    <CalculatorPage
      country="us"
      name={t('calculator.usStateTax')}
      title={t('stateTax.title')}
      lead={t('stateTax.lead')}
      formHeading={t('calc.formHeading')}
      className="state-tax-page"
      form={
        <>
          <form
            className="calculator-form"
            noValidate
            aria-label={t('stateTax.form.label')}
            {...preloadResultsPanelOnUse}
            onSubmit={(event) => event.preventDefault()}
          >
            <SelectField
              id="us-state-tax-state"
              name="state"
              label={t('stateTax.form.state')}
              testId="state-select"
              value={inputs.state}
              options={states.map((state) => ({ value: state.value, label: state.label }))}
              onChange={(state) => {
                const stateYears = states.find((option) => option.value === state)?.taxYears ?? [];
                change({ ...inputs, state, taxYear: yearForState(stateYears, inputs.taxYear) });
              }}
            />
            <FormField id="us-state-tax-income" label={t('stateTax.form.income')} help={t('stateTax.form.incomeHelp')}>
              <TextInput
                id="us-state-tax-income"
                name="income"
                prefix="$"
                inputMode="decimal"
                autoComplete="off"
                placeholder={t('stateTax.form.incomePlaceholder')}
                maxLength={INCOME_INPUT_MAX_LENGTH}
                data-testid="income-input"
                aria-describedby="us-state-tax-income-help"
                value={inputs.income}
                onChange={(event) => {
                  const formatted = formatIncomeInput(event.target.value);
                  if (formatted !== undefined) change({ ...inputs, income: formatted });
                }}
              />
            </FormField>
            <div className="form-row">
              <SelectField
                id="us-state-tax-year"
                name="year"
                label={t('calc.taxYear')}
                testId="tax-year-select"
                value={taxYear === undefined ? '' : String(taxYear)}
                options={years.map((year) => ({ value: String(year), label: String(year) }))}
                onChange={(year) => change({ ...inputs, taxYear: Number(year) })}
              />
              <SelectField
                id="us-state-tax-status"
                name="status"
                label={t('calc.filingStatus')}
                testId="filing-status-select"
                value={inputs.filingStatus}
                options={usFilingStatuses.map((status) => ({ value: status, label: t(`results.value.${status}`) }))}
                onChange={(filingStatus) => change({ ...inputs, filingStatus })}
              />
            </div>
            <button type="button" className="btn btn-outline btn-lg btn-block" data-testid="reset-button" onClick={reset}>
              <RefreshIcon />
              {t('stateTax.form.reset')}
            </button>
            <p className="calculator-hint">{t('stateTax.form.auto')}</p>
          </form>
          <IncomeSummary inputs={inputs} stateName={stateName} taxYear={taxYear ?? (result ? Number(result.taxYear) : undefined)} />
        </>
      }
      results={
        <section className="calculator-results" aria-live="polite" aria-busy={loading}>
          {errorText !== null ? <ErrorAlert testId="calculation-error" title={t('calc.errorTitle')} description={errorText} /> : null}
          <BusyOverlay busy={loading && result !== undefined} label={t('calc.calculating')}>
            {loading && !result ? (
              <CalculatingCard text={t('calc.calculating')} />
            ) : result ? (
              <>
                {loading ? (
                  <p className="visually-hidden" data-testid="calculating">
                    {t('calc.calculating')}
                  </p>
                ) : null}
                <div className="calculator-notice" data-testid="income-base">
                  <h3>{t('stateTax.incomeBase', { state: result.stateName })}</h3>
                  <p>{labelText(result.incomeBaseLabel, result.incomeBase)}</p>
                  <p data-testid="local-tax-note">{t('stateTax.localTaxes')}</p>
                </div>
                <LazyResultsPanel
                  result={result}
                  title={t('calculator.usStateTax')}
                  saveLabel={t('stateTax.saveLabel')}
                  fallback={<CalculatingCard text={t('calc.calculating')} />}
                />
              </>
            ) : errorText === null ? (
              <Card className="results-placeholder">
                <p>{t('stateTax.placeholder')}</p>
                <p className="calculator-hint">{t('stateTax.localTaxes')}</p>
              </Card>
            ) : null}
          </BusyOverlay>
        </section>
      }
    >
      {result ? (
        <Explainer id="us-state-tax-how" title={t('stateTax.how.title')} disclaimer={t('stateTax.how.disclaimer')}>
          <p>{t('stateTax.how.base')}</p>
          <p>{t('stateTax.how.brackets')}</p>
          <p>{t('stateTax.how.local')}</p>
        </Explainer>
      ) : null}
      <StateTaxGuide />
      <StateTaxArticleTeasers />
    </CalculatorPage>
  );
}
