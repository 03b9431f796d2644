import { contactStatuses } from '@taxatlas/contracts/contact';
import { Button, Typography } from 'antd';
import { useState, type FormEvent } from 'react';
import {
  ALL,
  appliedDraft,
  CONTACT_SEARCH_MAX_LENGTH,
  contactListSearchParams,
  draftFrom,
  draftProblem,
  type ContactFilterDraft,
  type ContactListParams,
  type StatusFilter,
} from './contact-list-params';
import { formTypeLabel } from './form-type-label';
import { useContactT } from './use-contact-t';

/**
 * The inbox's filter form (docs/product.md, "Admin contact inbox"): Search, Status, Form, From, To and
 * Filter. The fields are a draft until Filter (or Enter) applies them, from page 1. Native selects and date inputs:
 * they work with the keyboard, on phones and in browser tests without antd's popups.
 */
export function ContactFilterForm({
  params,
  formTypes,
  onApply,
}: {
  params: ContactListParams;
  /** GET /api/contact/form-types; empty while it loads or when it failed (the spec shows nothing then). */
  formTypes: readonly string[];
  onApply: (params: ContactListParams) => void;
}) {
  const t = useContactT();
  const [draft, setDraft] = useState<ContactFilterDraft>(() => draftFrom(params));
  const [problem, setProblem] = useState<ReturnType<typeof draftProblem>>();

  // The applied filters changed otherwise (back button, a link): the form follows them (adjusted while rendering).
  const appliedKey = contactListSearchParams({ ...params, page: 1 }).toString();
  const [shownKey, setShownKey] = useState(appliedKey);
  if (appliedKey !== shownKey) {
    setShownKey(appliedKey);
    setDraft(draftFrom(params));
    setProblem(undefined);
  }

  const change = (field: keyof ContactFilterDraft) => (event: { target: { value: string } }) => {
    setDraft((current) => ({ ...current, [field]: event.target.value }));
    setProblem(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reason = draftProblem(draft);
    setProblem(reason);
    if (!reason) onApply(appliedDraft(draft));
  };

  // A type the URL names but the server did not list (or before the list arrives) stays selectable.
  const typeOptions = draft.formType !== ALL && !formTypes.includes(draft.formType) ? [...formTypes, draft.formType] : formTypes;

  return (
    <form className="contact-filters" role="search" aria-label={t('adminContact.filters')} onSubmit={submit} noValidate>
      <label className="contact-field contact-field-search">
        <span>{t('adminContact.filter.search')}</span>
        <input
          type="search"
          value={draft.search}
          maxLength={CONTACT_SEARCH_MAX_LENGTH}
          placeholder={t('adminContact.filter.searchPlaceholder')}
          onChange={change('search')}
          data-testid="contact-filter-search"
        />
      </label>
      <label className="contact-field">
        <span>{t('adminContact.filter.status')}</span>
        <select value={draft.status} onChange={change('status')} data-testid="contact-filter-status">
          {([ALL, ...contactStatuses] as readonly StatusFilter[]).map((status) => (
            <option key={status} value={status}>
              {t(`adminContact.status.${status}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="contact-field">
        <span>{t('adminContact.filter.form')}</span>
        <select value={draft.formType} onChange={change('formType')} data-testid="contact-filter-form">
          <option value={ALL}>{t('adminContact.filter.allForms')}</option>
          {typeOptions.map((type) => (
            <option key={type} value={type}>
              {formTypeLabel(t, type)}
            </option>
          ))}
        </select>
      </label>
      <label className="contact-field">
        <span>{t('adminContact.filter.from')}</span>
        <input
          type="date"
          value={draft.from}
          max={draft.to || undefined}
          onChange={change('from')}
          aria-invalid={problem ? true : undefined}
          data-testid="contact-filter-from"
        />
      </label>
      <label className="contact-field">
        <span>{t('adminContact.filter.to')}</span>
        <input
          type="date"
          value={draft.to}
          min={draft.from || undefined}
          onChange={change('to')}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'contact-filter-problem' : undefined}
          data-testid="contact-filter-to"
        />
      </label>
      <Button type="primary" htmlType="submit" data-testid="contact-filter-submit">
        {t('adminContact.filter.submit')}
      </Button>
      {problem ? (
        <Typography.Text
          type="danger"
          id="contact-filter-problem"
          role="alert"
          className="contact-filter-problem"
          data-testid="contact-filter-problem"
        >
          {t('adminContact.filter.toBeforeFrom')}
        </Typography.Text>
      ) : null}
    </form>
  );
}
