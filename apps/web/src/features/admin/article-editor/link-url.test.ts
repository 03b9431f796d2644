import { linkHref } from './link-url';

describe('linkHref', () => {
  it('keeps web, mail and site links', () => {
    expect(linkHref(' https://www.gov.uk/vat-rates ')).toBe('https://www.gov.uk/vat-rates');
    expect(linkHref('http://example.com')).toBe('http://example.com/');
    expect(linkHref('mailto:help@taxatlas.example')).toBe('mailto:help@taxatlas.example');
    expect(linkHref('/blog/vat-explained#rates')).toBe('/blog/vat-explained#rates');
  });

  it('makes a bare domain https', () => {
    expect(linkHref('gov.uk/vat-rates')).toBe('https://gov.uk/vat-rates');
  });

  it('refuses script, data and protocol-relative links, and nonsense', () => {
    expect(linkHref('javascript:alert(1)')).toBeUndefined();
    expect(linkHref('JavaScript:alert(1)')).toBeUndefined();
    expect(linkHref('data:text/html,<script>alert(1)</script>')).toBeUndefined();
    expect(linkHref('//evil.example')).toBeUndefined();
    expect(linkHref('not a link')).toBeUndefined();
    expect(linkHref('')).toBeUndefined();
  });
});
