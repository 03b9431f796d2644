import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findPrerenderedPages } from '../../web/web-build';

/**
 * The Content-Security-Policy of every response. Scripts run only from this origin's files, plus the one inline
 * script of the web build (its SHA-256 hash), so an injected <script> or event handler cannot run. Styles may be
 * inline because antd writes its CSS at run time (CSS-in-JS) and React sets style attributes; images may come from
 * https (article cover images). Nothing may frame the site.
 */
export function contentSecurityPolicy(inlineScriptHashes: readonly string[], extraOrigins: readonly string[] = []): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes.map((hash) => `'sha256-${hash}'`)],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https:', ...extraOrigins],
    'font-src': ["'self'", 'data:'],
    // Extra origins: the hosted server a desktop app is connected to (docs/desktop.md), whose API and images it uses.
    'connect-src': ["'self'", ...extraOrigins],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The security headers every response carries, API and pages alike (docs/security.md): set in one place. */
export function securityHeaders(inlineScriptHashes: readonly string[]): Readonly<Record<string, string>> {
  return {
    'content-security-policy': contentSecurityPolicy(inlineScriptHashes),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'x-dns-prefetch-control': 'off',
    'x-permitted-cross-domain-policies': 'none',
  };
}

const inlineScript = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** SHA-256 (base64) of each inline script in the web build's index.html and pre-rendered pages. */
export function inlineScriptHashesOf(webRoot: string | undefined): string[] {
  if (!webRoot) return [];
  const files = ['index.html', ...findPrerenderedPages(webRoot).values()].map((file) => path.join(webRoot, file));
  const hashes = new Set<string>();
  for (const file of files) {
    if (!existsSync(file)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(inlineScript)) {
      if (match[1]?.trim()) hashes.add(createHash('sha256').update(match[1], 'utf8').digest('base64'));
    }
  }
  return [...hashes].sort();
}
