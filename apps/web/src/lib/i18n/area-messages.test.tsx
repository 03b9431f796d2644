import { act, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { lazyPage } from '../lazy-page';
import { areaMessages, registerAreaMessages, registeredAreas } from './area-messages';
import { I18nProvider } from './i18n-provider';
import { useT } from './use-t';

const catalogue = { en: { 'probe.title': 'Probe area' }, de: { 'probe.title': 'Testbereich' } };

function ProbePage() {
  const t = useT<'probe.title'>();
  return <h1>{t('probe.title')}</h1>;
}

describe('area message catalogues', () => {
  it('are merged into the provider when a lazily loaded route module registers them, before its first render', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // The loader stands in for the area's chunk: its module registers the catalogue while it is evaluated.
    const Page = lazyPage<object>(() =>
      Promise.resolve().then(() => {
        registerAreaMessages('probe', catalogue);
        return { default: ProbePage as ComponentType<object> };
      }),
    );
    expect(registeredAreas()).not.toContain('probe');
    render(
      <I18nProvider initialLanguage="de">
        <Suspense fallback={<p>Loading</p>}>
          <Page />
        </Suspense>
      </I18nProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Testbereich' })).toBeInTheDocument();
    // react-intl reports a missing message through console.error: the page never rendered without its catalogue.
    expect(errors.mock.calls.filter((call) => String(call[0]).includes('probe.title'))).toEqual([]);
    errors.mockRestore();
  });

  it('keep every area registered once, in both languages', () => {
    act(() => registerAreaMessages('probe', catalogue));
    act(() => registerAreaMessages('second', { en: { 'second.x': 'X' }, de: { 'second.x': 'Y' } }));
    expect(registeredAreas().filter((area) => area === 'probe')).toHaveLength(1);
    expect(areaMessages('en')).toMatchObject({ 'probe.title': 'Probe area', 'second.x': 'X' });
    expect(areaMessages('de')).toMatchObject({ 'probe.title': 'Testbereich', 'second.x': 'Y' });
  });
});
