import type { User } from '@taxatlas/contracts/auth';
import { changePasswordRequestSchema } from '@taxatlas/contracts/users';
import { useRef, useState, type FormEvent } from 'react';
import { useSession } from '../../lib/auth/use-session';
import { useChangePasswordMutation } from './account-api';
import { describeApiError, fieldMessage, problemText, schemaFieldErrors, type FieldErrors, type FormProblem } from './form-errors';
import { FormAlert, useFocusOnError } from '../../components/form/form-alert';
import { AccountTextField } from './form-controls';
import { useAccountT } from './use-account-t';

const passwordFields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
type PasswordField = (typeof passwordFields)[number];
const empty: Record<PasswordField, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * PUT /api/users/change-password. The server signs out every session of the account and answers with a new token
 * for this one: it is stored at once (and other tabs follow through the storage event), so this tab stays signed in.
 */
export function PasswordSection({ user }: { user: User }) {
  const t = useAccountT();
  const { signIn } = useSession();
  const [change, { isLoading }] = useChangePasswordMutation();
  const [values, setValues] = useState(empty);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<PasswordField>>({});
  const [problem, setProblem] = useState<FormProblem<PasswordField> | undefined>();
  const [changed, setChanged] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusOnError(formRef, attempt);

  const set = (field: PasswordField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
    setChanged(false);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    setProblem(undefined);
    setChanged(false);
    const request = { currentPassword: values.currentPassword, newPassword: values.newPassword };
    const invalid: FieldErrors<PasswordField> =
      schemaFieldErrors(changePasswordRequestSchema, request as Record<PasswordField, string>, passwordFields, ['newPassword']) ?? {};
    if (!invalid.newPassword && values.confirmPassword !== values.newPassword)
      invalid.confirmPassword = values.confirmPassword ? 'do not match' : 'is required';
    if (Object.keys(invalid).length > 0) {
      setFieldErrors(invalid);
      setAttempt((count) => count + 1);
      return;
    }
    setFieldErrors({});
    const result = await change(request);
    if ('error' in result) {
      const described = describeApiError(result.error, passwordFields);
      if (described.kind === 'fields') setFieldErrors(described.fields);
      setProblem(described);
      setAttempt((count) => count + 1);
      return;
    }
    signIn(result.data.token, user);
    setValues(empty);
    setChanged(true);
  };

  const errorOf = (field: PasswordField, label: string) => {
    const message = fieldErrors[field];
    return message ? fieldMessage(t, label, message) : undefined;
  };
  const labels = {
    currentPassword: t('settings.password.current'),
    newPassword: t('settings.password.new'),
    confirmPassword: t('settings.password.confirm'),
  };

  return (
    <section className="panel" aria-labelledby="settings-password" data-testid="settings-password">
      <h2 id="settings-password" className="card-heading">
        {t('settings.password.title')}
      </h2>
      <p>{t('settings.password.text')}</p>
      <form ref={formRef} className="settings-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={isLoading}>
        {/* For password managers: which account this password belongs to. */}
        <input type="text" name="username" autoComplete="username" value={user.username} readOnly hidden />
        <FormAlert title={t('form.errorTitle')} text={problem ? problemText(t, problem) : undefined} testId="password-error" />
        {changed ? (
          <p className="form-success" role="status" data-testid="password-notice">
            {t('settings.password.changed')}
          </p>
        ) : null}
        <AccountTextField
          id="currentPassword"
          label={labels.currentPassword}
          type="password"
          autoComplete="current-password"
          required
          value={values.currentPassword}
          error={errorOf('currentPassword', labels.currentPassword)}
          onChange={(event) => set('currentPassword')(event.target.value)}
        />
        <AccountTextField
          id="newPassword"
          label={labels.newPassword}
          type="password"
          autoComplete="new-password"
          required
          value={values.newPassword}
          help={t('form.passwordHelp')}
          error={errorOf('newPassword', labels.newPassword)}
          onChange={(event) => set('newPassword')(event.target.value)}
        />
        <AccountTextField
          id="confirmPassword"
          label={labels.confirmPassword}
          type="password"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          error={errorOf('confirmPassword', labels.confirmPassword)}
          onChange={(event) => set('confirmPassword')(event.target.value)}
        />
        <button type="submit" className="btn btn-primary" disabled={isLoading} data-testid="password-submit">
          {t('settings.password.submit')}
        </button>
      </form>
    </section>
  );
}
