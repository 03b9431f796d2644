import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentSecurityPolicy, inlineScriptHashesOf } from './security-headers';

describe('the Content-Security-Policy', () => {
  it('allows this origin’s scripts and the build’s own inline script by hash, never any inline script', () => {
    const policy = contentSecurityPolicy(['abc=']);
    expect(policy).toContain("script-src 'self' 'sha256-abc='");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("script-src-attr 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('hashes each inline script of index.html and the pre-rendered pages, not external ones', () => {
    const webRoot = mkdtempSync(path.join(tmpdir(), 'taxatlas-csp-'));
    const inline = "\n  document.documentElement.classList.add('x');\n";
    writeFileSync(path.join(webRoot, 'index.html'), `<script>${inline}</script><script type="module" src="/assets/a.js"></script>`);
    mkdirSync(path.join(webRoot, 'prerendered', 'uk'), { recursive: true });
    writeFileSync(path.join(webRoot, 'prerendered', 'uk', 'income-tax.html'), `<script>${inline}</script><script>other()</script>`);
    const sha = (text: string) => createHash('sha256').update(text).digest('base64');
    expect(inlineScriptHashesOf(webRoot)).toEqual([sha(inline), sha('other()')].sort());
    expect(inlineScriptHashesOf(undefined)).toEqual([]);
  });
});
