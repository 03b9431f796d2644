import type { User } from '@taxatlas/contracts/auth';
import { profileUpdateRequestSchema } from '@taxatlas/contracts/users';
import { useRef, useState, type FormEvent } from 'react';
import { describedBy, FormField } from '../../components/calculator/form-fields';
import { NativeSelect } from '../../components/form/native-select';
import { useSession } from '../../lib/auth/use-session';
import { useLanguage } from '../../lib/i18n/i18n-provider';
import { isLanguage, supportedLanguages } from '../../lib/i18n/language';
import { useUpdateProfileMutation } from './account-api';
import { describeApiError, fieldMessage, problemText, schemaFieldErrors, type FieldErrors, type FormProblem } from './form-errors';
import { FormAlert, useFocusOnError } from '../../components/form/form-alert';
import { AccountTextField } from './form-controls';
import { useAccountT } from './use-account-t';

const profileFields = ['firstName', 'lastName', 'username', 'preferredLanguage'] as const;
type ProfileField = (typeof profileFields)[number];
const languageNames = { en: 'English', de: 'Deutsch' } as const;

/** PUT /api/users/profile: names, username and the preferred language, which also switches the site's language. */
export function ProfileSection({ user }: { user: User }) {
  const t = useAccountT();
  const { token, signIn } = useSession();
  const { setLanguage } = useLanguage();
  const [update, { isLoading }] = useUpdateProfileMutation();
  const [values, setValues] = useState<Record<ProfileField, string>>({
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    preferredLanguage: user.preferredLanguage,
  });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<ProfileField>>({});
  const [problem, setProblem] = useState<FormProblem<ProfileField> | undefined>();
  const [notice, setNotice] = useState<'saved' | 'unchanged' | undefined>();
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusOnError(formRef, attempt);

  const set = (field: ProfileField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
    setNotice(undefined);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    setProblem(undefined);
    setNotice(undefined);
    const changed = profileFields.filter((field) => values[field].trim() !== String(user[field]).trim());
    if (changed.length === 0) {
      setNotice('unchanged');
      return;
    }
    const request = Object.fromEntries(changed.map((field) => [field, values[field]]));
    const invalid = schemaFieldErrors(profileUpdateRequestSchema, request as Record<ProfileField, string>, profileFields, ['username']);
    if (invalid) {
      setFieldErrors(invalid);
      setAttempt((count) => count + 1);
      return;
    }
    setFieldErrors({});
    const result = await update(request);
    if ('error' in result) {
      const described = describeApiError(result.error, profileFields);
      if (described.kind === 'fields') setFieldErrors(described.fields);
      setProblem(described);
      setAttempt((count) => count + 1);
      return;
    }
    const saved = result.data.user;
    if (token) signIn(token, saved);
    setValues({
      firstName: saved.firstName,
      lastName: saved.lastName,
      username: saved.username,
      preferredLanguage: saved.preferredLanguage,
    });
    if (isLanguage(saved.preferredLanguage)) setLanguage(saved.preferredLanguage);
    setNotice('saved');
  };

  const errorOf = (field: ProfileField, label: string) => {
    const message = fieldErrors[field];
    return message ? fieldMessage(t, label, message) : undefined;
  };
  const languageLabel = t('settings.profile.language');
  const languageError = errorOf('preferredLanguage', languageLabel);
  const languageHelp = t('settings.profile.languageHelp');

  return (
    <section className="panel" aria-labelledby="settings-profile" data-testid="settings-profile">
      <h2 id="settings-profile" className="card-heading">
        {t('settings.profile.title')}
      </h2>
      <p>{t('settings.profile.email', { email: user.email })}</p>
      <form ref={formRef} className="settings-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={isLoading}>
        <FormAlert title={t('form.errorTitle')} text={problem ? problemText(t, problem) : undefined} testId="profile-error" />
        {notice ? (
          <p className="form-success" role="status" data-testid="profile-notice">
            {notice === 'saved' ? t('settings.profile.saved') : t('settings.profile.unchanged')}
          </p>
        ) : null}
        <div className="form-row">
          <AccountTextField
            id="profile-firstName"
            name="firstName"
            label={t('form.firstName')}
            autoComplete="given-name"
            value={values.firstName}
            error={errorOf('firstName', t('form.firstName'))}
            onChange={(event) => set('firstName')(event.target.value)}
          />
          <AccountTextField
            id="profile-lastName"
            name="lastName"
            label={t('form.lastName')}
            autoComplete="family-name"
            value={values.lastName}
            error={errorOf('lastName', t('form.lastName'))}
            onChange={(event) => set('lastName')(event.target.value)}
          />
        </div>
        <AccountTextField
          id="profile-username"
          name="username"
          label={t('form.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={values.username}
          help={t('form.usernameHelp')}
          error={errorOf('username', t('form.username'))}
          onChange={(event) => set('username')(event.target.value)}
        />
        <FormField id="profile-language" label={languageLabel} error={languageError} help={languageHelp}>
          <NativeSelect
            id="profile-language"
            name="preferredLanguage"
            value={values.preferredLanguage}
            invalid={Boolean(languageError)}
            aria-describedby={describedBy('profile-language', languageError, languageHelp)}
            onChange={(event) => set('preferredLanguage')(event.target.value)}
          >
            {supportedLanguages.map((code) => (
              <option key={code} value={code} lang={code}>
                {languageNames[code]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <button type="submit" className="btn btn-primary" disabled={isLoading} data-testid="profile-submit">
          {isLoading ? t('settings.saving') : t('settings.save')}
        </button>
      </form>
    </section>
  );
}
