import type { ReactNode } from 'react';

/** The frame of /login and /signup: a narrow card with the title and lead, the form, and the way to the other page. */
export function AuthPageFrame({
  testId,
  title,
  lead,
  children,
  footer,
}: {
  testId: string;
  title: string;
  lead: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="page-container auth-page" data-testid={testId}>
      <div className="auth-card card">
        <div className="card-body">
          <header className="auth-header">
            <h1>{title}</h1>
            <p>{lead}</p>
          </header>
          {children}
          {footer ? <p className="auth-footer">{footer}</p> : null}
        </div>
      </div>
    </div>
  );
}
