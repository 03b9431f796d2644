import { paths } from '../../config/paths';
import { AccountPreview } from './account-preview';

export default function SignupPage() {
  return (
    <AccountPreview
      testId="signup-page"
      title="account.signup.title"
      text="account.signupText"
      other={{ to: paths.login, label: 'account.toLogin' }}
    />
  );
}
