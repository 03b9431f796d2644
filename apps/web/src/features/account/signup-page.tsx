import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { ErrorAlert } from '../../components/ui/error-alert';
import { useSeo } from '../../components/seo/use-seo';
import { paths } from '../../config/paths';
import { safeReturnTo } from '../../lib/auth/return-to';
import { useSession } from '../../lib/auth/use-session';
import { useLanguage } from '../../lib/i18n/i18n-provider';
import { useRegisterMutation } from './account-api';
import { AuthPageFrame } from './auth-page-frame';
import { describeApiError, fieldMessage, problemText, schemaFieldErrors, type FieldErrors, type FormProblem } from './form-errors';
import { FormAlert, useFocusOnError } from '../../components/form/form-alert';
import { AccountTextField } from './form-controls';
import { withReturnTo } from './return-link';
import { useAccountT } from './use-account-t';
import { siteSettingsApi } from '../../lib/site-settings';

const signupFields = ['email', 'username', 'password', 'firstName', 'lastName'] as const;
type SignupField = (typeof signupFields)[number];

/**
 * /signup: e-mail address, username and password, first and last name optional; checked with the contracts' schema
 * before sending, and the server's field errors shown on their fields. Closed when the site settings say so
 * (allowRegistration, GET /api/settings; the server refuses with 403 anyway). The account starts in the language the
 * visitor is using, and is signed in at once; then back to returnTo like /login.
 */
export default function SignupPage() {
  const t = useAccountT();
  const [searchParams] = useSearchParams();
  const returnTo = searchParams.get('returnTo');
  const navigate = useNavigate();
  const { user, hydrated, signIn } = useSession();
  const { language } = useLanguage();
  const { data: settings } = siteSettingsApi.useGetSiteSettingsQuery();
  const [register, { isLoading }] = useRegisterMutation();
  const [values, setValues] = useState<Record<SignupField, string>>({ email: '', username: '', password: '', firstName: '', lastName: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<SignupField>>({});
  const [problem, setProblem] = useState<FormProblem<SignupField> | undefined>();
  const [attempt, setAttempt] = useState(0);
  const [signingIn, setSigningIn] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusOnError(formRef, attempt);
  useSeo({ title: t('signup.title'), description: t('signup.description'), noIndex: true });

  if (hydrated && user && !signingIn) return <Navigate to={safeReturnTo(returnTo)} replace />;

  const toLogin = (
    <>
      {t('signup.haveAccount')}{' '}
      <Link to={withReturnTo(paths.login, returnTo)} data-testid="to-login">
        {t('signup.toLogin')}
      </Link>
    </>
  );

  const closed = settings?.allowRegistration === false || problem?.kind === 'forbidden';
  if (closed) {
    return (
      <AuthPageFrame testId="signup-page" title={t('signup.title')} lead={t('signup.lead')} footer={toLogin}>
        <ErrorAlert title={t('signup.closedTitle')} description={t('signup.closedText')} testId="signup-closed" />
      </AuthPageFrame>
    );
  }

  const set = (field: SignupField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const request = {
      email: values.email,
      username: values.username,
      password: values.password,
      ...(values.firstName.trim() ? { firstName: values.firstName } : {}),
      ...(values.lastName.trim() ? { lastName: values.lastName } : {}),
      preferredLanguage: language,
    };
    setProblem(undefined);
    // The schema (and zod with it) is fetched on the first submit, so the page's first load carries neither.
    const { registerRequestSchema } = await import('@taxatlas/contracts/auth');
    const invalid = schemaFieldErrors(registerRequestSchema, { ...values, ...request }, signupFields, ['email', 'username', 'password']);
    if (invalid) {
      setFieldErrors(invalid);
      setAttempt((count) => count + 1);
      return;
    }
    setFieldErrors({});
    const result = await register(request);
    if ('error' in result) {
      const described = describeApiError(result.error, signupFields);
      if (described.kind === 'fields') setFieldErrors(described.fields);
      setProblem(described);
      setAttempt((count) => count + 1);
      return;
    }
    setSigningIn(true);
    signIn(result.data.token, result.data.user);
    navigate(safeReturnTo(returnTo), { replace: true });
  };

  const field = (name: SignupField, label: string, props: { type: string; autoComplete: string; help?: string; optional?: boolean }) => {
    const message = fieldErrors[name];
    return (
      <AccountTextField
        id={name}
        label={props.optional ? t('form.optional', { label }) : label}
        type={props.type}
        autoComplete={props.autoComplete}
        required={!props.optional}
        value={values[name]}
        help={props.help}
        error={message ? fieldMessage(t, label, message) : undefined}
        onChange={(event) => set(name)(event.target.value)}
        {...(name === 'email' || name === 'username' ? { autoCapitalize: 'none', spellCheck: false } : {})}
      />
    );
  };

  return (
    <AuthPageFrame testId="signup-page" title={t('signup.title')} lead={t('signup.lead')} footer={toLogin}>
      <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={isLoading} data-testid="signup-form">
        <FormAlert title={t('form.errorTitle')} text={problem ? problemText(t, problem) : undefined} testId="signup-error" />
        {field('email', t('form.email'), { type: 'email', autoComplete: 'email' })}
        {field('username', t('form.username'), { type: 'text', autoComplete: 'username', help: t('form.usernameHelp') })}
        {field('password', t('form.password'), { type: 'password', autoComplete: 'new-password', help: t('form.passwordHelp') })}
        <div className="form-row">
          {field('firstName', t('form.firstName'), { type: 'text', autoComplete: 'given-name', optional: true })}
          {field('lastName', t('form.lastName'), { type: 'text', autoComplete: 'family-name', optional: true })}
        </div>
        <button type="submit" className="btn btn-primary btn-block" disabled={isLoading} data-testid="signup-submit">
          {isLoading ? t('signup.submitting') : t('signup.submit')}
        </button>
      </form>
    </AuthPageFrame>
  );
}
