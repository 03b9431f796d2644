import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '../../testing/render-with-providers';
import AboutPage from './about-page';

function Where() {
  return <p data-testid="where">{`${useLocation().pathname}${useLocation().search}`}</p>;
}

function renderAbout(language: 'en' | 'de' = 'en') {
  return renderWithProviders(
    <Routes>
      <Route path="/about" element={<AboutPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: '/about', language },
  );
}

beforeEach(() => {
  jest.spyOn(window, 'fetch').mockResolvedValue(new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } }));
});
afterEach(() => jest.restoreAllMocks());

describe('/about', () => {
  it('points to the contact form under its Contact heading, before the support address', () => {
    renderAbout();
    const link = screen.getByTestId('about-contact-link');
    expect(link).toHaveTextContent('contact form');
    expect(link).toHaveAttribute('href', '/contact');
    const heading = screen.getByRole('heading', { level: 2, name: 'Contact' });
    // The link's paragraph follows the Contact heading, the mailto line follows the link.
    expect(heading.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const mailto = document.querySelector('a[href^="mailto:"]')!;
    expect(link.compareDocumentPosition(mailto) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/contact');
  });

  it('says it in German', () => {
    renderAbout('de');
    expect(screen.getByTestId('about-contact-link')).toHaveTextContent('Kontaktformular');
    expect(screen.getByTestId('about-contact-link').parentElement).toHaveTextContent(
      'Am schnellsten erreichen Sie uns, auch wenn eine Zahl nicht stimmt, über unser Kontaktformular.',
    );
  });
});
