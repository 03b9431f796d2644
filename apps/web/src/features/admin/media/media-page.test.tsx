import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { AntdScope } from '../../../components/antd-scope';
import { renderWithProviders } from '../../../testing/render-with-providers';
import AdminMediaPage from './media-page';

const me = { id: 'u1', email: 'editor@x.example', username: 'editor', firstName: 'Eve', lastName: 'Editor', role: 'editor' as const };

const item = (id: string, filename: string, extra: object = {}) => ({
  id,
  filename,
  type: 'image/png',
  size: 48_213,
  width: 1000,
  height: 500,
  alt: 'A blue chart',
  url: `/api/media/files/${id}/medium.webp`,
  variants: [
    { name: 'small', width: 400, height: 200, type: 'image/webp', size: 4000, url: `/api/media/files/${id}/small.webp` },
    { name: 'medium', width: 800, height: 400, type: 'image/webp', size: 9000, url: `/api/media/files/${id}/medium.webp` },
    { name: 'original', width: 1000, height: 500, type: 'image/png', size: 48_213, url: `/api/media/files/${id}/original.png` },
  ],
  createdAt: '2026-11-20T10:00:00.000Z',
  uploadedBy: 'u1',
  ...extra,
});

let requests: Array<{ method: string; url: string; body?: unknown }>;
let usedBy: Array<{ id: string; title: string }>;
let deleteAnswer: { status: number; body: unknown };

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The upload goes through XMLHttpRequest (for progress); this one answers as the server would, after some progress. */
class FakeXhr {
  static sent: Array<{ method: string; url: string; headers: Record<string, string>; body: FormData }> = [];
  static answer: { status: number; body: unknown } = { status: 201, body: {} };
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  private method = '';
  private url = '';
  private headers: Record<string, string> = {};
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    FakeXhr.sent.push({ method: this.method, url: this.url, headers: this.headers, body });
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.status = FakeXhr.answer.status;
      this.responseText = JSON.stringify(FakeXhr.answer.body);
      this.onload?.();
    }, 10);
  }
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'token-editor');
  localStorage.setItem('user', JSON.stringify({ ...me, preferredLanguage: 'en', createdAt: '2026-01-01T00:00:00.000Z' }));
  requests = [];
  usedBy = [];
  deleteAnswer = { status: 200, body: { success: true } };
  FakeXhr.sent = [];
  (window as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  jest.spyOn(window, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const url = new URL(request.url);
    requests.push({ method: request.method, url: `${url.pathname}${url.search}` });
    if (url.pathname === '/api/media' && request.method === 'GET') {
      return json(200, { data: [item('m1', 'chart.png')], total: 1, page: 1, limit: 24 });
    }
    if (url.pathname === '/api/media/m1' && request.method === 'GET') return json(200, { ...item('m1', 'chart.png'), usedBy });
    if (url.pathname === '/api/media/m1' && request.method === 'DELETE') return json(deleteAnswer.status, deleteAnswer.body);
    return json(404, { success: false, error: 'Not found' });
  });
});

afterEach(() => jest.restoreAllMocks());

function renderPage() {
  return renderWithProviders(
    <AntdScope>
      <Routes>
        <Route path="/admin/dashboard/media" element={<AdminMediaPage />} />
      </Routes>
    </AntdScope>,
    { route: '/admin/dashboard/media' },
  );
}

function chooseFile(file: File) {
  const input = screen.getByTestId('admin-media').querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

describe('the admin media screen', () => {
  it('lists the images as small-variant thumbnails, newest page first', async () => {
    renderPage();
    const tile = await screen.findByTestId('media-tile-m1');
    expect(within(tile).getByRole('img')).toHaveAttribute('src', 'http://localhost/api/media/files/m1/small.webp');
    expect(requests).toContainEqual({ method: 'GET', url: '/api/media?page=1&limit=24' });
  });

  it('shows the server’s 400 reason when an upload is refused, naming the file', async () => {
    FakeXhr.answer = {
      status: 400,
      body: {
        success: false,
        error: 'file is not an image the library accepts: upload a JPEG, PNG, WebP or GIF',
        details: [{ field: 'file', message: 'is not an image the library accepts: upload a JPEG, PNG, WebP or GIF' }],
      },
    };
    renderPage();
    await screen.findByTestId('media-tile-m1');
    chooseFile(new File(['just text'], 'notes.png', { type: 'image/png' }));
    expect(await screen.findByTestId('media-upload-error')).toHaveTextContent(
      'notes.png was not uploaded: file is not an image the library accepts: upload a JPEG, PNG, WebP or GIF',
    );
    expect(FakeXhr.sent).toHaveLength(1);
    expect(FakeXhr.sent[0]).toMatchObject({
      method: 'POST',
      url: 'http://localhost/api/media',
      headers: { Authorization: 'Bearer token-editor' },
    });
    expect((FakeXhr.sent[0]!.body.get('file') as File).name).toBe('notes.png');
  });

  it('refuses a file over the limit before sending it', async () => {
    renderPage();
    await screen.findByTestId('media-tile-m1');
    const huge = new File(['x'], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(huge, 'size', { value: 10 * 1024 * 1024 + 1 });
    chooseFile(huge);
    expect(await screen.findByTestId('media-upload-error')).toHaveTextContent('huge.jpg was not uploaded: it is larger than 10 MB');
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('reloads the list after a successful upload', async () => {
    FakeXhr.answer = { status: 201, body: item('m2', 'new.png') };
    renderPage();
    await screen.findByTestId('media-tile-m1');
    const listCalls = () => requests.filter((request) => request.method === 'GET' && request.url.startsWith('/api/media?')).length;
    const before = listCalls();
    chooseFile(new File(['png'], 'new.png', { type: 'image/png' }));
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
    expect(screen.queryByTestId('media-upload-error')).toBeNull();
  });

  it('warns with the titles of the articles using an image, and deletes it only after “Delete anyway”', async () => {
    usedBy = [
      { id: 'a1', title: 'UK tax guide 2024' },
      { id: 'a2', title: 'VAT explained' },
    ];
    renderPage();
    fireEvent.click(await screen.findByTestId('media-tile-m1'));
    const drawer = await screen.findByTestId('media-drawer');
    expect(await within(drawer).findByText('UK tax guide 2024')).toBeInTheDocument();
    expect(within(drawer).getByText('1000 × 500 px')).toBeInTheDocument();
    fireEvent.click(within(drawer).getByTestId('media-delete'));
    const warning = await screen.findByTestId('media-delete-warning');
    expect(warning).toHaveTextContent('2 articles use chart.png');
    expect(within(warning).getByText('UK tax guide 2024')).toBeInTheDocument();
    expect(within(warning).getByText('VAT explained')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete anyway' }));
    await waitFor(() => expect(requests).toContainEqual({ method: 'DELETE', url: '/api/media/m1?force=true' }));
  });

  it('deletes an unused image without force, and shows the server’s refusal if an article started using it', async () => {
    deleteAnswer = {
      status: 409,
      body: { success: false, error: 'The image is used by an article: “New post”', usedBy: [{ id: 'a9', title: 'New post' }] },
    };
    renderPage();
    fireEvent.click(await screen.findByTestId('media-tile-m1'));
    const drawer = await screen.findByTestId('media-drawer');
    expect(await within(drawer).findByText('No article uses this image.')).toBeInTheDocument();
    fireEvent.click(within(drawer).getByTestId('media-delete'));
    const warning = await screen.findByTestId('media-delete-warning');
    expect(warning).toHaveTextContent('No article uses chart.png');
    await act(async () => {
      fireEvent.click(within(warning.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Delete' }));
    });
    await waitFor(() => expect(requests).toContainEqual({ method: 'DELETE', url: '/api/media/m1' }));
    expect(await screen.findByText('The image is used by an article: “New post”')).toBeInTheDocument();
  });
});
