import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPage } from './lazy-page';

function Greeting({ name }: { name: string }) {
  return <h1>Hello {name}</h1>;
}

describe('lazyPage', () => {
  it('suspends on first render when its code was not fetched, then shows the page', async () => {
    const Page = lazyPage(() => Promise.resolve({ default: Greeting }));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Hello Ada' })).toBeInTheDocument();
  });

  it('renders at once, without the fallback, once preloaded (a pre-rendered page is replaced by the page itself)', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Greeting }));
    const Page = lazyPage(load);
    await Page.preload();
    await Page.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page name="Grace" />
      </Suspense>,
    );
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hello Grace' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
