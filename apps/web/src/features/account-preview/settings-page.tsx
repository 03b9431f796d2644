import { LanguageSwitch } from '../../components/layout/language-switch';
import { AccountPreview } from './account-preview';

export default function SettingsPage() {
  return (
    <AccountPreview testId="settings-page" title="account.settings.title" text="account.settingsText">
      <LanguageSwitch tone="light" />
    </AccountPreview>
  );
}
