import { createNavigationGuards, decideNavigation, decideWindowOpen } from './navigation-policy';

const appOrigin = 'http://127.0.0.1:49152';

describe('decideNavigation', () => {
  it.each([`${appOrigin}/`, `${appOrigin}/calculators/uk/income-tax?income=50000#result`, `${appOrigin}/api/health`])(
    'allows %s, which is on the local server',
    (url) => {
      expect(decideNavigation(url, appOrigin)).toEqual({ action: 'allow' });
    },
  );

  it('accepts the server URL with or without a trailing path as the origin', () => {
    expect(decideNavigation(`${appOrigin}/blog`, `${appOrigin}/`)).toEqual({ action: 'allow' });
  });

  it.each([
    ['another port on loopback', 'http://127.0.0.1:49153/'],
    ['localhost instead of 127.0.0.1 (a different origin)', 'http://localhost:49152/'],
    ['https on the same host and port', 'https://127.0.0.1:49152/'],
    ['a cited HMRC page', 'https://www.gov.uk/income-tax-rates'],
    ['a plain http site', 'http://example.com/page'],
  ])('sends %s to the system browser', (_label, url) => {
    expect(decideNavigation(url, appOrigin)).toEqual({ action: 'open-external', url: new URL(url).href });
  });

  it.each([
    'file:///etc/passwd',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ms-settings:privacy',
    'smb://attacker.example/share',
    'not a url',
    '',
  ])('denies %s outright', (url) => {
    expect(decideNavigation(url, appOrigin)).toEqual({ action: 'deny' });
  });
});

describe('decideWindowOpen', () => {
  it("opens the app's own pages (a calculator to reproduce) in the app", () => {
    expect(decideWindowOpen(`${appOrigin}/uk/income-tax?income=60000`, appOrigin)).toEqual({ action: 'allow' });
  });

  it('routes an external web page to the system browser', () => {
    expect(decideWindowOpen('https://www.irs.gov/forms', appOrigin)).toEqual({
      action: 'open-external',
      url: 'https://www.irs.gov/forms',
    });
  });

  it('denies other schemes', () => {
    expect(decideWindowOpen('file:///tmp/x.html', appOrigin)).toEqual({ action: 'deny' });
  });
});

describe('createNavigationGuards', () => {
  function setUp() {
    const opened: string[] = [];
    const guards = createNavigationGuards(appOrigin, async (url) => {
      opened.push(url);
    });
    const event = { preventDefault: jest.fn() };
    return { opened, guards, event };
  }

  it('lets same-origin navigation through untouched', () => {
    const { opened, guards, event } = setUp();
    guards.onWillNavigate(event, `${appOrigin}/admin`);
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(opened).toEqual([]);
  });

  it('stops an external navigation and opens it in the system browser', () => {
    const { opened, guards, event } = setUp();
    guards.onWillNavigate(event, 'https://www.gov.uk/');
    expect(event.preventDefault).toHaveBeenCalledTimes(1);
    expect(opened).toEqual(['https://www.gov.uk/']);
  });

  it('stops a file: navigation without opening anything', () => {
    const { opened, guards, event } = setUp();
    guards.onWillNavigate(event, 'file:///etc/hosts');
    expect(event.preventDefault).toHaveBeenCalledTimes(1);
    expect(opened).toEqual([]);
  });

  it('opens an app page in a new locked-down app window, external web pages outside, and nothing else', () => {
    const opened: string[] = [];
    const childOptions = { webPreferences: { sandbox: true, contextIsolation: true } };
    const guards = createNavigationGuards(appOrigin, async (url) => void opened.push(url), childOptions);
    expect(guards.onWindowOpen({ url: `${appOrigin}/somewhere` })).toEqual({ action: 'allow', overrideBrowserWindowOptions: childOptions });
    expect(guards.onWindowOpen({ url: 'https://example.com/' })).toEqual({ action: 'deny' });
    expect(guards.onWindowOpen({ url: 'javascript:void(0)' })).toEqual({ action: 'deny' });
    expect(opened).toEqual(['https://example.com/']);
  });

  it('logs, rather than throws, when the system browser cannot be opened', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const guards = createNavigationGuards(appOrigin, () => Promise.reject(new Error('no browser')));
      expect(() => guards.onWindowOpen({ url: 'https://example.com/' })).not.toThrow();
      await new Promise((resolve) => setImmediate(resolve));
      expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('https://example.com/'), expect.any(Error));
    } finally {
      consoleError.mockRestore();
    }
  });
});
