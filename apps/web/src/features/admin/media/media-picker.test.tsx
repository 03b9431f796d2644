import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AntdScope } from '../../../components/antd-scope';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { MediaPicker } from './media-picker';

const item = {
  id: 'm1',
  filename: 'cover.jpg',
  type: 'image/jpeg',
  size: 1000,
  width: 1600,
  height: 900,
  alt: 'A cover',
  url: '/api/media/files/m1/medium.webp',
  variants: [{ name: 'small', width: 400, height: 225, type: 'image/webp', size: 100, url: '/api/media/files/m1/small.webp' }],
  createdAt: '2026-11-20T10:00:00.000Z',
  uploadedBy: null,
};

beforeEach(() => {
  localStorage.setItem('token', 'token-editor');
  jest.spyOn(window, 'fetch').mockImplementation(
    async () =>
      new Response(JSON.stringify({ data: [item], total: 1, page: 1, limit: 24 }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
});
afterEach(() => jest.restoreAllMocks());

describe('MediaPicker', () => {
  it('hands the chosen item to onPick only after a tile is selected and Choose is pressed', async () => {
    const onPick = jest.fn();
    const onClose = jest.fn();
    renderWithProviders(
      <AntdScope>
        <MediaPicker open onClose={onClose} onPick={onPick} />
      </AntdScope>,
    );
    const choose = await screen.findByRole('button', { name: 'Choose' });
    expect(choose).toBeDisabled();
    fireEvent.click(await screen.findByTestId('media-tile-m1'));
    expect(screen.getByTestId('media-tile-m1')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(choose).toBeEnabled());
    fireEvent.click(choose);
    expect(onPick).toHaveBeenCalledWith(item);
    expect(onClose).toHaveBeenCalled();
  });
});
