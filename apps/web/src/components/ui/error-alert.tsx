import { AlertCircleIcon } from '../icons';

/** A red box announced to screen readers as soon as it appears: a short title over the explanation. */
export function ErrorAlert({ title, description, testId }: { title: string; description: string; testId?: string }) {
  return (
    <div className="alert alert-error" role="alert" data-testid={testId}>
      <AlertCircleIcon className="alert-icon" size={20} />
      <div>
        <p className="alert-title">{title}</p>
        <p className="alert-description">{description}</p>
      </div>
    </div>
  );
}
