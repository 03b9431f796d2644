import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import type { Language } from '../lib/i18n/language';

// The app's own providers and store, for tests that need them directly (testing/ may import src/app; nothing else below app may).
export { AppProviders } from '../app/providers';
export { createStore } from '../app/store';

/** Renders inside the app's providers (store, intl, antd theme) and a memory router. */
export function renderWithProviders(
  ui: ReactElement,
  { language = 'en', route = '/', ...options }: { language?: Language; route?: string } & RenderOptions = {},
) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders initialLanguage={language}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </AppProviders>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}
