import type { ContactCreateRequest } from '@taxatlas/contracts/contact';
import { CONTACT_MESSAGE_MAX_LENGTH, contactFormTypes, type ContactFormType } from '@taxatlas/contracts/contact-form-limits';
import type { WrongFigureTrackingData } from '@taxatlas/contracts/wrong-figure-report';
import { useRef, useState, type FormEvent } from 'react';
import { describedBy, FormField } from '../../components/calculator/form-fields';
import { FormAlert, useFocusOnError } from '../../components/form/form-alert';
import { NativeSelect } from '../../components/form/native-select';
import { TextInput } from '../../components/form/text-input';
import { useSendContactMessageMutation } from './contact-api';
import {
  checkContactRequest,
  describeSendError,
  fieldErrorText,
  problemText,
  type ContactField,
  type ContactFieldErrors,
  type ContactProblem,
} from './contact-errors';
import { TrackingSummary } from './tracking-summary';
import { useContactT } from './use-contact-t';

/** What the confirmation shows of a message the server stored (201). */
export interface SentMessage {
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly formType: ContactFormType;
  readonly withCalculation: boolean;
  /** The server's `message` (CONTACT_SENT_MESSAGE). */
  readonly serverMessage: string;
}

type TextField = Exclude<ContactField, 'formType'>;
type Values = Record<TextField, string> & { formType: ContactFormType };

export const isContactFormType = (value: unknown): value is ContactFormType =>
  typeof value === 'string' && (contactFormTypes as readonly string[]).includes(value);

export interface ContactFormProps {
  readonly initialFormType: ContactFormType;
  /** Name and e-mail address of a message just sent, so that a second one need not retype them. */
  readonly initialSender?: { readonly name: string; readonly email: string };
  /** A calculation to attach to a wrong-figure report (the results panel's link). */
  readonly attachment: WrongFigureTrackingData | undefined;
  /** The subject proposed for a report of `attachment` ("Wrong figure: UK Income Tax 2026-27"). */
  readonly attachmentSubject: string | undefined;
  readonly onRemoveAttachment: () => void;
  readonly onSent: (sent: SentMessage) => void;
}

/**
 * The contact form: checked with the server's own schema before sending, each problem shown under the field it
 * names, the server's 400s likewise. Spam protection a person never meets: a honeypot field (`website`) that only a
 * bot fills, and `startedAt`, when the form was first shown, from which the server tells a too-fast bot.
 */
export function ContactForm({
  initialFormType,
  initialSender,
  attachment,
  attachmentSubject,
  onRemoveAttachment,
  onSent,
}: ContactFormProps) {
  const t = useContactT();
  const [send, { isLoading }] = useSendContactMessageMutation();
  const [startedAt] = useState(() => Date.now());
  const [values, setValues] = useState<Values>(() => ({
    formType: initialFormType,
    name: initialSender?.name ?? '',
    email: initialSender?.email ?? '',
    subject: initialFormType === 'wrong-figure' ? (attachmentSubject ?? '') : '',
    message: '',
  }));
  const [website, setWebsite] = useState('');
  const [fieldErrors, setFieldErrors] = useState<ContactFieldErrors>({});
  const [problem, setProblem] = useState<ContactProblem | undefined>();
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusOnError(formRef, attempt);

  // The calculation goes with a wrong-figure report only; switching to another type keeps it for switching back.
  const reportedCalculation = values.formType === 'wrong-figure' ? attachment : undefined;

  const set = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const chooseType = (value: string) => {
    if (!isContactFormType(value)) return;
    setValues((current) => ({
      ...current,
      formType: value,
      // Switching to a report proposes its subject, never over what the visitor wrote.
      subject: value === 'wrong-figure' && current.subject.trim() === '' && attachmentSubject ? attachmentSubject : current.subject,
    }));
    setFieldErrors((current) => ({ ...current, formType: undefined }));
  };

  const fail = (found: ContactProblem) => {
    setFieldErrors(found.kind === 'fields' ? found.fields : {});
    setProblem(found);
    setAttempt((count) => count + 1);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const request: ContactCreateRequest = {
      name: values.name,
      email: values.email,
      subject: values.subject,
      message: values.message,
      formType: values.formType,
      startedAt,
      ...(website === '' ? {} : { website }),
      ...(reportedCalculation ? { trackingData: { ...reportedCalculation } } : {}),
    };
    setProblem(undefined);
    const invalid = await checkContactRequest(request);
    if (invalid) return fail(invalid);
    setFieldErrors({});
    const result = await send(request);
    if ('error' in result) return fail(describeSendError(result.error));
    onSent({
      name: values.name.trim(),
      email: values.email.trim(),
      subject: values.subject.trim(),
      formType: values.formType,
      withCalculation: reportedCalculation !== undefined,
      serverMessage: result.data.message,
    });
  };

  const errorOf = (field: ContactField) => {
    const message = fieldErrors[field];
    return message === undefined ? undefined : fieldErrorText(t, field, message);
  };

  const textField = (field: 'name' | 'email' | 'subject', props: { type: string; autoComplete?: string; help?: string }) => {
    const id = `contact-${field}`;
    const error = errorOf(field);
    return (
      <FormField id={id} label={t(`contactForm.field.${field}`)} error={error} help={props.help} errorTestId={`${id}-error`}>
        <TextInput
          id={id}
          name={field}
          type={props.type}
          autoComplete={props.autoComplete}
          required
          value={values[field]}
          invalid={Boolean(error)}
          aria-describedby={describedBy(id, error, props.help)}
          data-testid={id}
          onChange={(event) => set(field, event.target.value)}
          {...(field === 'email' ? { autoCapitalize: 'none', spellCheck: false } : {})}
        />
      </FormField>
    );
  };

  const typeError = errorOf('formType');
  const messageError = errorOf('message');
  const messageHelp = t('contactForm.field.messageHelp', { max: CONTACT_MESSAGE_MAX_LENGTH });

  return (
    <form
      ref={formRef}
      className="contact-form"
      noValidate
      aria-label={t('contactForm.formLabel')}
      aria-busy={isLoading}
      onSubmit={(event) => void onSubmit(event)}
      data-testid="contact-form"
    >
      <FormAlert title={t('contactForm.error.title')} text={problem ? problemText(t, problem) : undefined} testId="contact-error" />
      <FormField id="contact-form-type" label={t('contactForm.field.formType')} error={typeError} errorTestId="contact-form-type-error">
        <NativeSelect
          id="contact-form-type"
          name="formType"
          value={values.formType}
          invalid={Boolean(typeError)}
          aria-describedby={describedBy('contact-form-type', typeError)}
          data-testid="contact-form-type"
          onChange={(event) => chooseType(event.target.value)}
        >
          {contactFormTypes.map((type) => (
            <option key={type} value={type}>
              {t(`contactForm.type.${type}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {reportedCalculation ? <TrackingSummary report={reportedCalculation} onRemove={onRemoveAttachment} /> : null}
      <div className="form-row contact-form-row">
        {textField('name', { type: 'text', autoComplete: 'name' })}
        {textField('email', { type: 'email', autoComplete: 'email', help: t('contactForm.field.emailHelp') })}
      </div>
      {textField('subject', { type: 'text' })}
      <FormField
        id="contact-message"
        label={t('contactForm.field.message')}
        error={messageError}
        help={messageHelp}
        errorTestId="contact-message-error"
      >
        <textarea
          id="contact-message"
          name="message"
          className={`textarea${messageError ? ' textarea-invalid' : ''}`}
          rows={8}
          required
          value={values.message}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={describedBy('contact-message', messageError, messageHelp)}
          data-testid="contact-message"
          onChange={(event) => set('message', event.target.value)}
        />
      </FormField>
      {/* The honeypot: off-screen (not display:none, which some bots skip), out of the tab order and of the
          accessibility tree, and never filled in by the browser. A person cannot reach it; a bot that fills every
          input does, and the server then drops the message while answering as usual. */}
      <div className="contact-honeypot" aria-hidden="true">
        <label htmlFor="contact-website">{t('contactForm.field.honeypot')}</label>
        <input
          id="contact-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={website}
          onChange={(event) => setWebsite(event.target.value)}
        />
      </div>
      <button type="submit" className="btn btn-primary btn-lg" disabled={isLoading} data-testid="contact-submit">
        {isLoading ? <span className="spinner spinner-small spinner-on-primary" aria-hidden="true" /> : null}
        {isLoading ? t('contactForm.submitting') : t('contactForm.submit')}
      </button>
    </form>
  );
}
