import { autoUpdateEnabled, scheduleUpdateChecks, type Updater } from './auto-update';

describe('autoUpdateEnabled', () => {
  it.each([
    [true, 'signed', true],
    [true, undefined, false],
    [true, '', false],
    [true, 'unsigned', false],
    [true, 'SIGNED', false],
    [false, 'signed', false],
    [false, undefined, false],
  ])('isPackaged %p with build flag %p → %p', (isPackaged, buildFlag, enabled) => {
    expect(autoUpdateEnabled({ isPackaged, buildFlag })).toBe(enabled);
  });
});

describe('scheduleUpdateChecks', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function fakeUpdater(check: () => Promise<unknown> = async () => null): Updater & { checks: jest.Mock } {
    const checks = jest.fn(check);
    return { autoDownload: false, autoInstallOnAppQuit: false, checkForUpdatesAndNotify: checks, checks };
  }

  it('downloads updates by itself and installs them when the app quits', () => {
    const updater = fakeUpdater();
    scheduleUpdateChecks(updater, { log: jest.fn() })();
    expect(updater.autoDownload).toBe(true);
    expect(updater.autoInstallOnAppQuit).toBe(true);
  });

  it('checks at start, then once per interval, until stopped', () => {
    const updater = fakeUpdater();
    const stop = scheduleUpdateChecks(updater, { everyMs: 1000, log: jest.fn() });
    expect(updater.checks).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(999);
    expect(updater.checks).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(updater.checks).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(2000);
    expect(updater.checks).toHaveBeenCalledTimes(4);
    stop();
    jest.advanceTimersByTime(10_000);
    expect(updater.checks).toHaveBeenCalledTimes(4);
  });

  it('checks every six hours by default', () => {
    const updater = fakeUpdater();
    const stop = scheduleUpdateChecks(updater, { log: jest.fn() });
    jest.advanceTimersByTime(6 * 60 * 60 * 1000 - 1);
    expect(updater.checks).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(updater.checks).toHaveBeenCalledTimes(2);
    stop();
  });

  it('logs a failed check (offline, say) and tries again next time', async () => {
    const offline = new Error('net::ERR_INTERNET_DISCONNECTED');
    const updater = fakeUpdater(() => Promise.reject(offline));
    const log = jest.fn();
    const stop = scheduleUpdateChecks(updater, { everyMs: 1000, log });
    await jest.advanceTimersByTimeAsync(0);
    expect(log).toHaveBeenCalledWith('update check failed', offline);
    await jest.advanceTimersByTimeAsync(1000);
    expect(updater.checks).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledTimes(2);
    stop();
  });

  it('does not keep the app running just to check for updates', () => {
    jest.useRealTimers();
    const before = process.getActiveResourcesInfo().filter((resource) => resource === 'Timeout').length;
    const stop = scheduleUpdateChecks(fakeUpdater(), { everyMs: 60_000, log: jest.fn() });
    try {
      const timers = process.getActiveResourcesInfo().filter((resource) => resource === 'Timeout').length;
      // An unref'd interval is not an active resource: the app can quit while it is pending.
      expect(timers).toBe(before);
    } finally {
      stop();
    }
  });
});
