import { paths } from '../../config/paths';
import { AccountPreview } from './account-preview';

export default function LoginPage() {
  return (
    <AccountPreview
      testId="login-page"
      title="account.login.title"
      text="account.comingText"
      other={{ to: paths.signup, label: 'account.toSignup' }}
    />
  );
}
