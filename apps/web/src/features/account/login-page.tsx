import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useSeo } from '../../components/seo/use-seo';
import { paths } from '../../config/paths';
import { safeReturnTo } from '../../lib/auth/return-to';
import { useSession } from '../../lib/auth/use-session';
import { useLanguage } from '../../lib/i18n/i18n-provider';
import { useLoginMutation } from './account-api';
import { AuthPageFrame } from './auth-page-frame';
import { describeApiError, fieldMessage, problemText, schemaFieldErrors, type FieldErrors, type FormProblem } from './form-errors';
import { FormAlert, useFocusOnError } from '../../components/form/form-alert';
import { AccountTextField } from './form-controls';
import { withReturnTo } from './return-link';
import { useAccountT } from './use-account-t';

const loginFields = ['email', 'password'] as const;
type LoginField = (typeof loginFields)[number];

/**
 * /login (docs/product.md, "Public routes"): the e-mail address or username and the password. After logging in the
 * visitor goes back to `returnTo` when it is a page of this site (lib/auth/return-to.ts), else to the home page; the
 * site switches to the account's preferred language. Someone already signed in is sent on at once.
 */
export default function LoginPage() {
  const t = useAccountT();
  const [searchParams] = useSearchParams();
  const returnTo = searchParams.get('returnTo');
  const navigate = useNavigate();
  const { user, hydrated, signIn } = useSession();
  const { setLanguage } = useLanguage();
  const [login, { isLoading }] = useLoginMutation();
  const [values, setValues] = useState<Record<LoginField, string>>({ email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<LoginField>>({});
  const [problem, setProblem] = useState<FormProblem<LoginField> | undefined>();
  const [attempt, setAttempt] = useState(0);
  const [signingIn, setSigningIn] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusOnError(formRef, attempt);
  useSeo({ title: t('login.title'), description: t('login.description'), noIndex: true });

  // Signed in already (or in another tab meanwhile): on to where the visitor was going.
  if (hydrated && user && !signingIn) return <Navigate to={safeReturnTo(returnTo)} replace />;

  const set = (field: LoginField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    // The schema (and zod with it) is fetched on the first submit, so the page's first load carries neither.
    const { loginRequestSchema } = await import('@taxatlas/contracts/auth');
    const invalid = schemaFieldErrors(loginRequestSchema, values, loginFields);
    setProblem(undefined);
    if (invalid) {
      setFieldErrors(invalid);
      setAttempt((count) => count + 1);
      return;
    }
    setFieldErrors({});
    const result = await login(values);
    if ('error' in result) {
      const described = describeApiError(result.error, loginFields);
      if (described.kind === 'fields') setFieldErrors(described.fields);
      setProblem(described);
      setAttempt((count) => count + 1);
      return;
    }
    setSigningIn(true);
    signIn(result.data.token, result.data.user);
    setLanguage(result.data.user.preferredLanguage);
    navigate(safeReturnTo(returnTo), { replace: true });
  };

  const errorOf = (field: LoginField, label: string) => {
    const message = fieldErrors[field];
    return message ? fieldMessage(t, label, message) : undefined;
  };
  const emailLabel = t('form.emailOrUsername');
  const passwordLabel = t('form.password');

  return (
    <AuthPageFrame
      testId="login-page"
      title={t('login.title')}
      lead={t('login.lead')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Link to={withReturnTo(paths.signup, returnTo)} data-testid="to-signup">
            {t('login.toSignup')}
          </Link>
        </>
      }
    >
      <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={isLoading} data-testid="login-form">
        <FormAlert
          title={t('form.errorTitle')}
          text={problem && problem.kind !== 'fields' ? problemText(t, problem) : undefined}
          testId="login-error"
        />
        <AccountTextField
          id="email"
          label={emailLabel}
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={values.email}
          error={errorOf('email', emailLabel)}
          onChange={(event) => set('email')(event.target.value)}
        />
        <AccountTextField
          id="password"
          label={passwordLabel}
          type="password"
          autoComplete="current-password"
          required
          value={values.password}
          error={errorOf('password', passwordLabel)}
          onChange={(event) => set('password')(event.target.value)}
        />
        <button type="submit" className="btn btn-primary btn-block" disabled={isLoading} data-testid="login-submit">
          {isLoading ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
    </AuthPageFrame>
  );
}
