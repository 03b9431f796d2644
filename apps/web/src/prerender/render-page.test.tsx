/** @jest-environment node */
// The build pre-renders pages in Node, where there is no window, document or localStorage: these tests run there too.
import { prerenderPaths, renderPage } from './render-page';

describe('pre-rendered pages', () => {
  it('renders a calculator page with its heading, its form and its own title and description', async () => {
    const page = await renderPage('/uk/income-tax');
    expect(page.body).toContain('<h1>UK Income Tax Calculator</h1>');
    expect(page.body).toMatch(/<label[^>]*for="uk-income-tax-income"[^>]*>Gross annual income<\/label>/);
    expect(page.body).toContain('name="income"');
    // The header and footer come with it: the page reads as it will once the app runs.
    expect(page.body).toContain('class="site-header"');
    expect(page.body).toContain('class="site-footer"');
    expect(page.head).toContain('<title>UK Income Tax Calculator | TaxAtlas</title>');
    expect(page.head).toMatch(/<meta name="description" content="Work out your Income Tax[^"]*" data-seo>/);
  });

  it('leaves out the tags that need the origin the site is served from', async () => {
    const page = await renderPage('/us/state-tax');
    expect(page.head).toContain('<title>');
    expect(page.head).not.toContain('prerender.invalid');
    expect(page.head).not.toContain('og:url');
  });

  it('does not bake the day of the build into the stamp duty completion date (it defaults to today)', async () => {
    const { body } = await renderPage('/uk/stamp-duty');
    expect(body).toMatch(/<input[^>]*name="date"[^>]*value=""/);
    expect(body).not.toMatch(/value="\d{4}-\d{2}-\d{2}"/);
  });

  it('renders both header variants, each shown by its own media query, since the screen is not known', async () => {
    const { body } = await renderPage('/');
    expect(body).toContain('class="prerender-desktop-only"');
    expect(body).toContain('class="prerender-mobile-only"');
    expect(body).toContain('data-testid="mobile-menu-button"');
  });

  it('renders every listed route as a page of its own, never the not-found page or an error screen', async () => {
    for (const pathname of prerenderPaths) {
      const { body } = await renderPage(pathname);
      expect(body).toContain('<h1');
      expect(body).not.toContain('Page not found');
      expect(body).not.toContain('Something went wrong');
    }
  });

  it('escapes text that would end an attribute in the head', async () => {
    const { renderHeadHtml } = await import('./head-html');
    const html = renderHeadHtml({
      title: 'A <b> & "c"',
      meta: [{ attribute: 'name', key: 'description', content: '"><script>' }],
      links: [],
    });
    expect(html).toBe(
      '<title>A &lt;b&gt; &amp; &quot;c&quot;</title>\n    <meta name="description" content="&quot;&gt;&lt;script&gt;" data-seo>',
    );
  });
});
