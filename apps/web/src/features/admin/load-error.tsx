import { Alert, Button } from 'antd';
import { apiErrorText } from '../../lib/api';

/** What an admin screen shows when its data did not load: the server's reason and a way to ask again. */
export function LoadError({
  title,
  error,
  retryLabel,
  onRetry,
  retryDisabled,
  testId,
}: {
  title: string;
  error: unknown;
  retryLabel: string;
  onRetry: () => void;
  retryDisabled?: boolean;
  testId: string;
}) {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={title}
      description={apiErrorText(error)}
      action={
        <Button size="small" onClick={onRetry} disabled={retryDisabled}>
          {retryLabel}
        </Button>
      }
      style={{ marginBottom: 16 }}
      data-testid={testId}
    />
  );
}
