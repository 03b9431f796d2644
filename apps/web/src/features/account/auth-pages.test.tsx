import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '../../testing/render-with-providers';
import LoginPage from './login-page';
import SignupPage from './signup-page';

type Reply = { status: number; body?: unknown; headers?: Record<string, string> } | 'network';
let replies: Record<string, Reply[]> = {};
let bodies: Record<string, unknown[]> = {};

const user = {
  id: 'u1',
  email: 'anna@taxatlas.example',
  username: 'anna',
  firstName: 'Anna',
  lastName: 'Schmidt',
  role: 'user',
  preferredLanguage: 'en',
  createdAt: '2026-01-01T00:00:00.000Z',
};

beforeEach(() => {
  localStorage.clear();
  replies = {};
  bodies = {};
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(request.url).pathname.replace(/^\/api\//, '');
    if (request.method !== 'GET') (bodies[path] ??= []).push(JSON.parse(await request.text()));
    const reply = replies[path]?.shift() ?? { status: 404, body: { success: false, error: 'not found' } };
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  }) as typeof fetch;
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/signup" element={<SignupPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route },
  );
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/login', () => {
  it('checks the fields before sending anything and focuses the first empty one', async () => {
    renderAt('/login');
    fireEvent.click(await screen.findByTestId('login-submit'));
    expect(await screen.findByText('E-mail address or username is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('E-mail address or username')).toHaveFocus());
    expect(screen.getByLabelText('E-mail address or username')).toHaveAttribute('aria-invalid', 'true');
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it('has the autocomplete attributes password managers look for, and a link to /signup keeping returnTo', async () => {
    renderAt('/login?returnTo=%2Fus%2Fstate-tax%3Fstate%3DCA');
    expect(await screen.findByLabelText('E-mail address or username')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup?returnTo=%2Fus%2Fstate-tax%3Fstate%3DCA',
    );
  });

  it('signs in, stores the session and goes back to a same-site returnTo', async () => {
    replies['auth/login'] = [{ status: 200, body: { token: 't1', user } }];
    renderAt('/login?returnTo=%2Fus%2Fstate-tax%3Fstate%3DCA');
    fill('E-mail address or username', 'Anna');
    fill('Password', 'secret password');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('where')).toHaveTextContent('/us/state-tax?state=CA');
    expect(bodies['auth/login']).toEqual([{ email: 'Anna', password: 'secret password' }]);
    expect(localStorage.getItem('token')).toBe('t1');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ username: 'anna' });
  });

  it('never follows a returnTo off the site', async () => {
    replies['auth/login'] = [{ status: 200, body: { token: 't1', user } }];
    renderAt('/login?returnTo=%2F%2Fevil.example%2F');
    expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    fill('E-mail address or username', 'anna');
    fill('Password', 'secret password');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('shows the API’s 401 text, the time to wait after a 429, and a network failure, each focused', async () => {
    replies['auth/login'] = [
      { status: 401, body: { success: false, error: 'Invalid email or password' } },
      { status: 429, body: { success: false, error: 'Too many requests: try again in 840 seconds' }, headers: { 'Retry-After': '840' } },
      'network',
    ];
    renderAt('/login');
    fill('E-mail address or username', 'anna');
    fill('Password', 'wrong password');
    const alert = async (text: string) => {
      fireEvent.click(screen.getByTestId('login-submit'));
      await waitFor(() => expect(screen.getByTestId('login-error')).toHaveTextContent(text));
      await waitFor(() => expect(screen.getByTestId('login-error').parentElement).toHaveFocus());
    };
    await alert('Invalid email or password');
    await alert('Too many attempts. Try again in 14 minutes.');
    await alert('TaxAtlas could not be reached. Check your connection and try again.');
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('/signup', () => {
  it('checks with the contracts schema: a malformed address, a short password and an invalid username', async () => {
    replies.settings = [{ status: 200, body: { allowRegistration: true } }];
    renderAt('/signup');
    fill('E-mail address', 'anna@');
    fill('Username', 'A');
    fill('Password', 'short');
    fireEvent.click(screen.getByTestId('signup-submit'));
    expect(await screen.findByText('Enter a valid e-mail address, such as name@example.com.')).toBeInTheDocument();
    expect(screen.getByText('Use 3–30 characters: lower-case letters, digits, ".", "_" and "-".')).toBeInTheDocument();
    expect(screen.getByText('The password must be at least 8 characters long.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('E-mail address')).toHaveFocus());
    expect(bodies['auth/register']).toBeUndefined();
  });

  it('refuses a password of spaces only before sending anything, as the server would', async () => {
    replies.settings = [{ status: 200, body: { allowRegistration: true } }];
    renderAt('/signup');
    fill('E-mail address', 'anna@taxatlas.example');
    fill('Username', 'anna');
    fill('Password', '        ');
    fireEvent.click(screen.getByTestId('signup-submit'));
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(bodies['auth/register']).toBeUndefined();
  });

  it('shows the server’s field errors on their fields', async () => {
    replies['auth/register'] = [
      {
        status: 400,
        body: {
          success: false,
          error: 'email is already registered: log in, or use another address; username is already taken: choose another',
          details: [
            { field: 'email', message: 'is already registered: log in, or use another address' },
            { field: 'username', message: 'is already taken: choose another' },
          ],
        },
      },
    ];
    renderAt('/signup');
    fill('E-mail address', 'anna@taxatlas.example');
    fill('Username', 'anna');
    fill('Password', 'a long enough passphrase');
    fill('First name (optional)', 'Anna');
    fireEvent.click(screen.getByTestId('signup-submit'));
    expect(await screen.findByText('This e-mail address is already registered: log in, or use another address.')).toBeInTheDocument();
    expect(screen.getByText('This username is already taken: choose another.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('aria-describedby', 'email-error');
    expect(bodies['auth/register']).toEqual([
      {
        email: 'anna@taxatlas.example',
        username: 'anna',
        password: 'a long enough passphrase',
        firstName: 'Anna',
        preferredLanguage: 'en',
      },
    ]);
  });

  it('registers, signs in and goes on to returnTo', async () => {
    replies['auth/register'] = [{ status: 201, body: { token: 't2', user } }];
    renderAt('/signup?returnTo=%2Fblog%2Fvat-explained');
    fill('E-mail address', 'anna@taxatlas.example');
    fill('Username', 'anna');
    fill('Password', 'a long enough passphrase');
    fireEvent.click(screen.getByTestId('signup-submit'));
    expect(await screen.findByTestId('where')).toHaveTextContent('/blog/vat-explained');
    expect(localStorage.getItem('token')).toBe('t2');
  });

  it('says registration is closed when the site settings say so', async () => {
    replies.settings = [{ status: 200, body: { siteName: 'TaxAtlas', allowRegistration: false } }];
    renderAt('/signup?returnTo=%2Fabout');
    expect(await screen.findByTestId('signup-closed')).toHaveTextContent('Registration is closed');
    expect(screen.queryByTestId('signup-form')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?returnTo=%2Fabout');
  });
});
