import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { CONTACT_SENT_MESSAGE } from '@taxatlas/contracts/contact';
import { buildWrongFigureTrackingData, type WrongFigureTrackingData } from '@taxatlas/contracts/wrong-figure-report';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from '../../testing/render-with-providers';
import { WRONG_FIGURE_REPORT_STORAGE_KEY } from '../../lib/wrong-figure-report';
import ContactPage from './contact-page';
import { en } from './messages';

// The test runs in jest's Node process; the web tsconfig has no Node types.
declare const __dirname: string;
const { readFileSync } = jest.requireActual<{ readFileSync(file: string, encoding: 'utf8'): string }>('node:fs');
const { resolve } = jest.requireActual<{ resolve(...parts: string[]): string }>('node:path');

type Reply = { status: number; body?: unknown; headers?: Record<string, string> } | 'network';
let replies: Reply[] = [];
let sentBodies: Record<string, unknown>[] = [];
/** Holds the next answer until the test lets it go, to look at the form while it is sending. */
let gate: Promise<void> | undefined;

const stored = { status: 201, body: { success: true, message: CONTACT_SENT_MESSAGE } } as const;

afterEach(() => jest.restoreAllMocks());

beforeEach(() => {
  sessionStorage.clear();
  replies = [];
  sentBodies = [];
  gate = undefined;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(request.url).pathname;
    if (request.method === 'POST' && path === '/api/contact') {
      sentBodies.push(JSON.parse(await request.text()) as Record<string, unknown>);
      if (gate) await gate;
      const reply = replies.shift() ?? { status: 500, body: { success: false, error: 'no reply queued' } };
      if (reply === 'network') throw new TypeError('Failed to fetch');
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'Content-Type': 'application/json', ...reply.headers },
      });
    }
    // GET /api/settings and anything else: not needed here (the page shows the default support address).
    return new Response(JSON.stringify({ success: false, error: 'not found' }), {
      status: 404,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** The state of the current history entry, which a reload of the page would bring back. */
function HistoryState() {
  return <output data-testid="history-state">{JSON.stringify(useLocation().state ?? null)}</output>;
}

/** /contact at `route`, with the router state a results panel's link leaves (a history entry can carry state). */
function renderContact(route = '/contact', { language = 'en', state }: { language?: 'en' | 'de'; state?: unknown } = {}) {
  const [pathname = '/contact', query] = route.split('?');
  return render(
    <AppProviders initialLanguage={language}>
      <MemoryRouter initialEntries={[{ pathname, search: query ? `?${query}` : '', state }]}>
        <Routes>
          <Route
            path="/contact"
            element={
              <>
                <ContactPage />
                <HistoryState />
              </>
            }
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

const fill = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

function fillValidForm() {
  fill('contact-name', 'Vera Visitor');
  fill('contact-email', 'vera@example.com');
  fill('contact-subject', 'Scottish rates');
  fill('contact-message', 'Do you cover the Scottish starter rate?');
}

const submit = () => fireEvent.click(screen.getByTestId('contact-submit'));

const report: WrongFigureTrackingData = buildWrongFigureTrackingData('/uk/income-tax', '?income=60000&year=2026-27&region=england', {
  calculationType: 'uk-income-tax',
  taxYear: '2026-27',
  currency: 'GBP',
  inputAmount: 60000,
  totalTax: 11432,
  netAmount: 45357.4,
  effectiveRate: 19.05,
})!;

describe('/contact: the form', () => {
  it('has the fields, the form types of the contracts and the page title', async () => {
    renderContact();
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toBe(screen.getByTestId('contact-name'));
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Subject')).toBe(screen.getByTestId('contact-subject'));
    expect(screen.getByLabelText('Message').tagName).toBe('TEXTAREA');
    const select = screen.getByLabelText('What is your message about?');
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveValue('general');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['general', 'General question'],
      ['feedback', 'Feedback'],
      ['partnership', 'Partnership'],
      ['wrong-figure', 'Report a wrong figure'],
    ]);
    await waitFor(() => expect(document.title).toBe('Contact us | TaxAtlas'));
  });

  it('checks the fields with the server’s schema before sending, each error under the field it names', async () => {
    renderContact();
    fill('contact-email', 'not-an-email');
    fill('contact-message', 'x'.repeat(5_001));
    submit();
    expect(await screen.findByTestId('contact-name-error')).toHaveTextContent('Please enter your name.');
    expect(screen.getByTestId('contact-email-error')).toHaveTextContent('Enter a valid e-mail address, such as name@example.com.');
    expect(screen.getByTestId('contact-subject-error')).toHaveTextContent('Please enter a subject.');
    expect(screen.getByTestId('contact-message-error')).toHaveTextContent('Message must be at most 5,000 characters.');
    // Each error is announced with its own field, and the first invalid field takes the focus.
    expect(screen.getByTestId('contact-email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('contact-email')).toHaveAccessibleDescription('Enter a valid e-mail address, such as name@example.com.');
    expect(screen.getByTestId('contact-message')).toHaveAccessibleDescription('Message must be at most 5,000 characters.');
    await waitFor(() => expect(screen.getByTestId('contact-name')).toHaveFocus());
    expect(screen.getByTestId('contact-error')).toHaveTextContent('Please correct the highlighted fields.');
    expect(sentBodies).toEqual([]);
    expect(screen.queryByTestId('contact-sent')).not.toBeInTheDocument();

    // Typing in a field clears its error only.
    fill('contact-name', 'Vera');
    expect(screen.queryByTestId('contact-name-error')).not.toBeInTheDocument();
    expect(screen.getByTestId('contact-email-error')).toBeInTheDocument();
  });

  it('sends the message with startedAt, the time the form was first shown, and confirms only on 201', async () => {
    const shownAt = 1_767_000_000_000;
    let now = shownAt;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    renderContact();
    await screen.findByTestId('contact-form');
    // The visitor takes a minute to write: startedAt is still when the form appeared.
    now += 60_000;
    fillValidForm();
    fill('contact-form-type', 'feedback');
    replies = [stored];
    submit();
    const sent = await screen.findByTestId('contact-sent');
    expect(sentBodies).toEqual([
      {
        name: 'Vera Visitor',
        email: 'vera@example.com',
        subject: 'Scottish rates',
        message: 'Do you cover the Scottish starter rate?',
        formType: 'feedback',
        startedAt: shownAt,
      },
    ]);
    // What happens next, and what was sent.
    expect(sent).toHaveTextContent('Message sent');
    expect(sent).toHaveTextContent(CONTACT_SENT_MESSAGE);
    expect(sent).toHaveTextContent('We will answer you at vera@example.com.');
    expect(within(sent).getByTestId('contact-sent-subject')).toHaveTextContent('Scottish rates');
    expect(sent).toHaveTextContent('Feedback');
    expect(screen.queryByTestId('contact-form')).not.toBeInTheDocument();
    await waitFor(() => expect(within(sent).getByRole('heading', { name: 'Message sent' })).toHaveFocus());

    // Another message: a new form with a new startedAt, the sender kept, the text empty.
    fireEvent.click(screen.getByTestId('contact-write-another'));
    expect(screen.getByTestId('contact-name')).toHaveValue('Vera Visitor');
    expect(screen.getByTestId('contact-email')).toHaveValue('vera@example.com');
    expect(screen.getByTestId('contact-subject')).toHaveValue('');
    expect(screen.getByTestId('contact-message')).toHaveValue('');
    const secondShownAt = now;
    now += 30_000;
    fill('contact-subject', 'Thanks');
    fill('contact-message', 'That helped.');
    replies = [stored];
    submit();
    await screen.findByTestId('contact-sent');
    expect(sentBodies[1]).toMatchObject({ name: 'Vera Visitor', formType: 'general', startedAt: secondShownAt });
  });

  it('never says "sent" for an answer other than 201, and keeps what was typed', async () => {
    renderContact();
    await screen.findByTestId('contact-form');
    fillValidForm();
    replies = [
      { status: 200, body: { success: true, message: CONTACT_SENT_MESSAGE } },
      { status: 500, body: { success: false, error: 'Internal server error' } },
      'network',
    ];
    for (const text of [
      'Something went wrong on our side. Please try again in a moment.',
      'Something went wrong on our side. Please try again in a moment.',
      'TaxAtlas could not be reached. Check your connection and try again.',
    ]) {
      submit();
      await waitFor(() => expect(screen.getByTestId('contact-error')).toHaveTextContent(text));
      expect(screen.getByTestId('contact-error')).toHaveTextContent('Your message has not been sent');
      expect(screen.queryByTestId('contact-sent')).not.toBeInTheDocument();
      await waitFor(() => expect(screen.getByTestId('contact-submit')).toBeEnabled());
    }
    expect(sentBodies).toHaveLength(3);
    expect(screen.getByTestId('contact-message')).toHaveValue('Do you cover the Scottish starter rate?');
  });

  it('shows the server’s 400 under the field it names', async () => {
    renderContact();
    await screen.findByTestId('contact-form');
    fillValidForm();
    replies = [
      {
        status: 400,
        body: {
          success: false,
          error: 'subject must be at most 200 characters',
          details: [{ field: 'subject', message: 'must be at most 200 characters' }],
        },
      },
    ];
    submit();
    expect(await screen.findByTestId('contact-subject-error')).toHaveTextContent('Subject must be at most 200 characters.');
    expect(screen.getByTestId('contact-subject')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByTestId('contact-subject')).toHaveFocus());
    expect(screen.queryByTestId('contact-name-error')).not.toBeInTheDocument();
    expect(screen.queryByTestId('contact-sent')).not.toBeInTheDocument();
  });

  it('says when to try again after a 429 (Retry-After)', async () => {
    renderContact();
    await screen.findByTestId('contact-form');
    fillValidForm();
    replies = [
      { status: 429, body: { success: false, error: 'Too many requests: try again in 840 seconds' }, headers: { 'Retry-After': '840' } },
      { status: 429, body: { success: false, error: 'Too many requests: try again in 1 second' }, headers: { 'Retry-After': '1' } },
    ];
    submit();
    await waitFor(() =>
      expect(screen.getByTestId('contact-error')).toHaveTextContent(
        'You have sent several messages in a short time. Please try again in 14 minutes.',
      ),
    );
    await waitFor(() => expect(screen.getByTestId('contact-error').parentElement).toHaveFocus());
    await waitFor(() => expect(screen.getByTestId('contact-submit')).toBeEnabled());
    submit();
    await waitFor(() => expect(screen.getByTestId('contact-error')).toHaveTextContent('Please try again in 1 second.'));
    expect(screen.queryByTestId('contact-sent')).not.toBeInTheDocument();
  });

  it('disables the button while sending and says so', async () => {
    let release: () => void = () => undefined;
    gate = new Promise((done) => (release = done));
    renderContact();
    await screen.findByTestId('contact-form');
    fillValidForm();
    replies = [stored];
    submit();
    await waitFor(() => expect(screen.getByTestId('contact-submit')).toBeDisabled());
    expect(screen.getByTestId('contact-submit')).toHaveTextContent('Sending…');
    expect(screen.getByTestId('contact-form')).toHaveAttribute('aria-busy', 'true');
    // A second press while sending sends nothing more.
    submit();
    await act(async () => release());
    expect(await screen.findByTestId('contact-sent')).toBeInTheDocument();
    expect(sentBodies).toHaveLength(1);
  });

  it('has a honeypot named website that people never meet, and sends what a bot typed into it', async () => {
    renderContact();
    await screen.findByTestId('contact-form');
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot!.closest('[aria-hidden="true"]')).toHaveClass('contact-honeypot');
    // Out of the accessibility tree: no role query finds it.
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual(['name', 'email', 'subject', 'message']);
    // Off-screen by the stylesheet, not display:none only.
    const css = readFileSync(resolve(__dirname, '../../app/styles.css'), 'utf8');
    const rule = /\.contact-honeypot\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toMatch(/position:\s*absolute/);
    expect(rule).toMatch(/left:\s*-\d{4,}px/);
    expect(rule).not.toMatch(/display:\s*none/);

    fillValidForm();
    fireEvent.change(honeypot!, { target: { value: 'https://spam.example' } });
    replies = [stored];
    submit();
    await screen.findByTestId('contact-sent');
    expect(sentBodies[0]).toMatchObject({ website: 'https://spam.example' });
  });

  it('preselects the form type from ?type=', async () => {
    renderContact('/contact?type=partnership');
    expect(await screen.findByTestId('contact-form-type')).toHaveValue('partnership');
  });

  it('ignores a ?type= that is no form type', async () => {
    renderContact('/contact?type=pizza');
    expect(await screen.findByTestId('contact-form-type')).toHaveValue('general');
  });

  it('speaks German, the confirmation included', async () => {
    renderContact('/contact', { language: 'de' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kontakt' })).toBeInTheDocument();
    expect(screen.getByLabelText('Worum geht es?')).toHaveDisplayValue('Allgemeine Frage');
    expect(screen.getByTestId('contact-submit')).toHaveTextContent('Nachricht senden');
    submit();
    expect(await screen.findByTestId('contact-name-error')).toHaveTextContent('Bitte geben Sie Ihren Namen ein.');
    fillValidForm();
    replies = [stored];
    submit();
    const sent = await screen.findByTestId('contact-sent');
    expect(sent).toHaveTextContent('Nachricht gesendet');
    expect(sent).toHaveTextContent('Wir lesen jede Nachricht und antworten in der Regel innerhalb von zwei Werktagen.');
    expect(sent).not.toHaveTextContent(CONTACT_SENT_MESSAGE);
  });

  it('keeps the server’s sentence in English as the English text of the confirmation', () => {
    expect(en['contactForm.sent.serverMessage']).toBe(CONTACT_SENT_MESSAGE);
  });
});

describe('/contact: a wrong figure reported from a calculator', () => {
  it('shows what is attached, proposes a subject, and sends the calculation with the report', async () => {
    // As the results panel's link leaves it: in the history entry and in this tab's storage.
    sessionStorage.setItem(WRONG_FIGURE_REPORT_STORAGE_KEY, JSON.stringify(report));
    renderContact('/contact?type=wrong-figure', { state: { wrongFigureReport: report } });
    const summary = await screen.findByTestId('contact-tracking-summary');
    expect(summary).toHaveTextContent('Attached to your report: UK Income Tax, tax year 2026-27, result total tax £11,432.00');
    expect(screen.getByTestId('contact-form-type')).toHaveValue('wrong-figure');
    expect(screen.getByTestId('contact-subject')).toHaveValue('Wrong figure: UK Income Tax 2026-27');
    fill('contact-name', 'Rita Reporter');
    fill('contact-email', 'rita@example.com');
    fill('contact-message', 'The income tax looks too high to me.');
    replies = [stored];
    submit();
    const sent = await screen.findByTestId('contact-sent');
    expect(sentBodies[0]).toMatchObject({ formType: 'wrong-figure', subject: 'Wrong figure: UK Income Tax 2026-27', trackingData: report });
    expect(sent).toHaveTextContent('Your report includes the calculation you saw, so we can check it.');
    // Sent: the calculation is forgotten, so that it never rides along with another message.
    expect(sessionStorage.getItem(WRONG_FIGURE_REPORT_STORAGE_KEY)).toBeNull();
    await waitFor(() => expect(screen.getByTestId('history-state')).toHaveTextContent('null'));
    fireEvent.click(screen.getByTestId('contact-write-another'));
    fill('contact-form-type', 'wrong-figure');
    expect(screen.queryByTestId('contact-tracking-summary')).not.toBeInTheDocument();
  });

  it('keeps the attachment over a reload (sessionStorage) and never replaces a subject the visitor typed', async () => {
    sessionStorage.setItem(WRONG_FIGURE_REPORT_STORAGE_KEY, JSON.stringify(report));
    renderContact('/contact?type=wrong-figure');
    expect(await screen.findByTestId('contact-tracking-summary')).toHaveTextContent('UK Income Tax, tax year 2026-27');
    fill('contact-subject', 'My own subject');
    fill('contact-form-type', 'general');
    fill('contact-form-type', 'wrong-figure');
    expect(screen.getByTestId('contact-subject')).toHaveValue('My own subject');
  });

  it('sends the calculation only with the wrong-figure type', async () => {
    renderContact('/contact?type=wrong-figure', { state: { wrongFigureReport: report } });
    await screen.findByTestId('contact-tracking-summary');
    fill('contact-form-type', 'feedback');
    expect(screen.queryByTestId('contact-tracking-summary')).not.toBeInTheDocument();
    fillValidForm();
    replies = [stored];
    submit();
    await screen.findByTestId('contact-sent');
    expect(sentBodies[0]).toMatchObject({ formType: 'feedback' });
    expect(sentBodies[0]).not.toHaveProperty('trackingData');
  });

  it('lets the visitor remove the attachment, for good', async () => {
    sessionStorage.setItem(WRONG_FIGURE_REPORT_STORAGE_KEY, JSON.stringify(report));
    renderContact('/contact?type=wrong-figure', { state: { wrongFigureReport: report } });
    expect(await screen.findByTestId('history-state')).toHaveTextContent('wrongFigureReport');
    fireEvent.click(screen.getByTestId('contact-tracking-remove'));
    expect(screen.queryByTestId('contact-tracking-summary')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(WRONG_FIGURE_REPORT_STORAGE_KEY)).toBeNull();
    await waitFor(() => expect(screen.getByTestId('history-state')).toHaveTextContent('null'));
    expect(screen.getByTestId('contact-form-type')).toHaveValue('wrong-figure');
    expect(screen.getByTestId('contact-form-type')).toHaveValue('wrong-figure');
    fillValidForm();
    replies = [stored];
    submit();
    await screen.findByTestId('contact-sent');
    expect(sentBodies[0]).toMatchObject({ formType: 'wrong-figure' });
    expect(sentBodies[0]).not.toHaveProperty('trackingData');
  });

  it('shows the summary in German with the calculator’s German name', async () => {
    renderContact('/contact?type=wrong-figure', { state: { wrongFigureReport: report }, language: 'de' });
    expect(await screen.findByTestId('contact-tracking-summary')).toHaveTextContent(
      'An Ihre Meldung angehängt: UK-Einkommensteuer, Steuerjahr 2026-27, Ergebnis Steuer gesamt £11,432.00',
    );
    expect(screen.getByTestId('contact-subject')).toHaveValue('Falscher Wert: UK-Einkommensteuer 2026-27');
    expect(screen.getByTestId('contact-tracking-remove')).toHaveTextContent('Anhang entfernen');
  });

  it('ignores stored data that is not a report, and a stored report on a page not opened for one', async () => {
    sessionStorage.setItem(WRONG_FIGURE_REPORT_STORAGE_KEY, JSON.stringify({ kind: 'wrong-figure', url: 'javascript:alert(1)' }));
    const first = renderContact('/contact?type=wrong-figure');
    await screen.findByTestId('contact-form');
    expect(screen.queryByTestId('contact-tracking-summary')).not.toBeInTheDocument();
    first.unmount();

    sessionStorage.setItem(WRONG_FIGURE_REPORT_STORAGE_KEY, JSON.stringify(report));
    renderContact('/contact');
    await screen.findByTestId('contact-form');
    fill('contact-form-type', 'wrong-figure');
    expect(screen.queryByTestId('contact-tracking-summary')).not.toBeInTheDocument();
  });
});
