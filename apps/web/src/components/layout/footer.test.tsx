import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '../../testing/render-with-providers';
import { Footer } from './footer';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderFooter(language: 'en' | 'de' = 'en') {
  return renderWithProviders(
    <>
      <Footer />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { route: '/', language },
  );
}

beforeEach(() => {
  // GET /api/settings is not needed: the footer shows its defaults meanwhile.
  jest.spyOn(window, 'fetch').mockResolvedValue(new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } }));
});
afterEach(() => jest.restoreAllMocks());

describe('the footer', () => {
  it('lists Contact and Saved calculations with Blog and About, and Contact leads to the contact form', () => {
    renderFooter();
    const resources = screen.getByRole('navigation', { name: 'Resources' });
    expect(
      within(resources)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Blog', '/blog'],
      ['About', '/about'],
      ['Contact', '/contact'],
      ['Saved calculations', '/saved'],
      ['System status', '/test'],
    ]);
    fireEvent.click(screen.getByTestId('footer-contact-link'));
    expect(screen.getByTestId('where')).toHaveTextContent('/contact');
  });

  it('names it in German', () => {
    renderFooter('de');
    expect(screen.getByTestId('footer-contact-link')).toHaveTextContent('Kontakt');
    expect(screen.getByTestId('footer-contact-link')).toHaveAttribute('href', '/contact');
  });
});
