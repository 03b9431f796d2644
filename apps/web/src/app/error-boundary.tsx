import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useT } from '../lib/i18n/use-t';

// Plain markup: this screen is part of the first load, which carries no component library.
function ErrorFallback() {
  const t = useT();
  return (
    <div className="page-container error-screen" role="alert">
      <h1>{t('error.boundary.title')}</h1>
      <p>{t('error.boundary.message')}</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        {t('error.boundary.reload')}
      </button>
    </div>
  );
}

interface ErrorBoundaryState {
  readonly hasError: boolean;
}

/** The global error boundary (docs/product.md, "Screens and routes"). */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { hasError: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unhandled error in the TaxAtlas app', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.hasError ? <ErrorFallback /> : this.props.children;
  }
}
