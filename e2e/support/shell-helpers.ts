import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** One entry of GET /api/calculators (libs/contracts/src/calculator-catalogue.ts). */
export interface ApiCalculator {
  readonly id: string;
  readonly country: 'uk' | 'us' | 'germany';
  readonly name: string;
  readonly url: string;
  readonly status: string;
  /** Set on a calculator that is a mode of another's page (the wage tax on /germany/income-tax). */
  readonly pageOf?: string;
}

export const countryIds = ['uk', 'us', 'germany'] as const;
export type CountryId = (typeof countryIds)[number];

/**
 * The calculators with a page of their own, with their true status, as the API serves them: a mode of another
 * calculator's page (`pageOf`) has no tile, menu entry or footer link, so the lists the site shows leave it out.
 */
export async function fetchCalculators(request: APIRequestContext): Promise<ApiCalculator[]> {
  const response = await request.get('/api/calculators');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as unknown;
  const list = Array.isArray(body) ? body : (body as { data: unknown }).data;
  expect(Array.isArray(list)).toBe(true);
  return (list as ApiCalculator[]).filter((calculator) => calculator.pageOf === undefined);
}

/** Available or beta: a calculator someone can use today. */
export const isLive = (calculator: Pick<ApiCalculator, 'status'>) => calculator.status === 'available' || calculator.status === 'beta';

/**
 * Marks the cookie banner as accepted before any page script runs, so the fixed banner does not cover what a
 * test clicks. Applies to every later navigation of this page (including reloads).
 */
export async function acceptCookiesBeforeLoad(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.localStorage.setItem('cookiesAccepted', 'true');
  });
}

/** Stores a language preference before any page script runs (every later navigation of this page). */
export async function storeLanguageBeforeLoad(page: Page, value: string): Promise<void> {
  await page.addInitScript((language) => {
    window.localStorage.setItem('preferred-language', language);
  }, value);
}

/** Width and height of a PNG, read from its IHDR chunk (bytes 16–23, big-endian), after checking the signature. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(signature)) throw new Error('Not a PNG file');
  if (bytes.subarray(12, 16).toString('latin1') !== 'IHDR') throw new Error('PNG without an IHDR chunk first');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Whether the test runs in the 375 px project (hamburger menu, compact search). */
export const isMobileProject = (projectName: string) => projectName === 'mobile-375';

/** A press far from the header, its menus and the search results: the bottom-right corner of the viewport. */
export async function clickOutside(page: Page): Promise<void> {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('The page has no viewport');
  await page.mouse.click(viewport.width - 4, viewport.height - 4);
}
