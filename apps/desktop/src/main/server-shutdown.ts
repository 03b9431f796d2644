import type { PreventableEvent } from './navigation-policy';

/**
 * Handler for `app.on('will-quit')`: holds the quit until the API has closed (so SQLite is flushed and the
 * port released), then quits again. The second `will-quit` finds nothing left to close and lets it through.
 */
export function createWillQuitHandler(
  closeServer: () => Promise<void>,
  quit: () => void,
  onCloseError: (error: unknown) => void = (error) => console.error('the API did not close cleanly', error),
): (event: PreventableEvent) => void {
  let state: 'running' | 'closing' | 'closed' = 'running';
  return (event) => {
    if (state === 'closed') return;
    event.preventDefault();
    if (state === 'closing') return;
    state = 'closing';
    closeServer()
      .catch(onCloseError)
      .finally(() => {
        state = 'closed';
        quit();
      });
  };
}
