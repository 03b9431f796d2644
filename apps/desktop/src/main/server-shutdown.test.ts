import { createWillQuitHandler } from './server-shutdown';

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('createWillQuitHandler', () => {
  it('holds the quit until the server has closed, then quits, then lets the quit through', async () => {
    let finishClose: () => void = () => undefined;
    const closeServer = jest.fn(() => new Promise<void>((resolve) => (finishClose = resolve)));
    const quit = jest.fn();
    const onWillQuit = createWillQuitHandler(closeServer, quit);

    const first = { preventDefault: jest.fn() };
    onWillQuit(first);
    expect(first.preventDefault).toHaveBeenCalled();
    expect(closeServer).toHaveBeenCalledTimes(1);
    expect(quit).not.toHaveBeenCalled();

    // A second quit request while closing is held too, without closing twice.
    const during = { preventDefault: jest.fn() };
    onWillQuit(during);
    expect(during.preventDefault).toHaveBeenCalled();
    expect(closeServer).toHaveBeenCalledTimes(1);

    finishClose();
    await flush();
    expect(quit).toHaveBeenCalledTimes(1);

    const after = { preventDefault: jest.fn() };
    onWillQuit(after);
    expect(after.preventDefault).not.toHaveBeenCalled();
  });

  it('still quits when closing fails, and reports the failure', async () => {
    const failure = new Error('close failed');
    const quit = jest.fn();
    const onCloseError = jest.fn();
    createWillQuitHandler(() => Promise.reject(failure), quit, onCloseError)({ preventDefault: jest.fn() });
    await flush();
    expect(onCloseError).toHaveBeenCalledWith(failure);
    expect(quit).toHaveBeenCalledTimes(1);
  });
});
