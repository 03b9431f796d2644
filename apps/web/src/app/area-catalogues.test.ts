import { accountMessages } from '../features/account/messages';
import { contactFormMessages } from '../features/contact/messages';
import { deCapitalGainsMessages } from '../features/de-capital-gains/messages';
import { deCorporateTaxMessages } from '../features/de-corporate-tax/messages';
import { deInheritanceTaxMessages } from '../features/de-inheritance-tax/messages';
import { deVatMessages } from '../features/de-vat/messages';
import { articlesMessages } from '../features/admin/articles/messages';
import { categoriesMessages } from '../features/admin/categories/messages';
import { contactMessages } from '../features/admin/contact/messages';
import { adminMessages } from '../features/admin/messages';
import { editorMessages } from '../features/admin/article-editor/messages';
import { dashboardMessages } from '../features/admin/dashboard/messages';
import { analyticsMessages } from '../features/admin/analytics/messages';
import { mediaMessages } from '../features/admin/media/messages';
import { settingsMessages } from '../features/admin/settings/messages';
import { usersMessages } from '../features/admin/users/messages';
import { bookmarkMessages } from '../features/blog/bookmark-messages';
import { ukCapitalGainsMessages } from '../features/uk-capital-gains/messages';
import { ukNationalInsuranceMessages } from '../features/uk-national-insurance/messages';
import { propertyTaxMessages } from '../features/us-property-tax/messages';
import { salesTaxMessages } from '../features/us-sales-tax/messages';
import { ukVatMessages } from '../features/uk-vat/messages';
import { corporationTaxMessages } from '../features/uk-corporation-tax/messages';
import { usEstateTaxMessages } from '../features/us-estate-tax/messages';
import { usPayrollTaxMessages } from '../features/us-payroll-tax/messages';
import { wageTaxMessages } from '../features/germany-income-tax/wage-tax/messages';
import { coupleMessages } from '../features/germany-income-tax/couple/messages';
import { socialSecurityMessages } from '../features/de-social-security/messages';
import { userMenuMessages } from '../components/layout/user-menu-messages';
import { authMessages } from '../lib/auth/messages';
import { en as publicEn } from '../lib/i18n/catalogues';
import { announcementMessages } from '../lib/i18n/messages/announcement';
import { ukIncomeTaxMessages } from '../features/uk-income-tax/messages';
import { ukIncomeTaxMoreMessages } from '../features/uk-income-tax/more-income-messages';
import { directorPayMessages } from '../features/uk-director-pay/messages';
import { directorPayCurveMessages } from '../components/results-panel/director-pay-curve-messages';

// The test runs in jest's Node process; the web tsconfig has no Node types, so the two helpers are typed here.
declare const __dirname: string;
const { readFileSync } = jest.requireActual<{ readFileSync(file: string, encoding: 'utf8'): string }>('node:fs');
const path = jest.requireActual<{
  resolve(...parts: string[]): string;
  join(...parts: string[]): string;
  dirname(file: string): string;
  relative(from: string, to: string): string;
}>('node:path');

/** ICU argument names used by a message ("{field} is required" → ["field"]). */
function argumentNames(message: string): string[] {
  return [...message.matchAll(/\{\s*([A-Za-z0-9_]+)\s*[,}]/g)].map((match) => match[1] ?? '').sort();
}

const srcDir = path.resolve(__dirname, '..');
const areas = [
  ['account', accountMessages, 'features/account'],
  ['contact (the public form)', contactFormMessages, 'features/contact'],
  ['admin', adminMessages, 'features/admin'],
  ['article editor', editorMessages, 'features/admin/article-editor'],
  ['admin articles and preview', articlesMessages, 'features/admin/articles'],
  ['admin categories', categoriesMessages, 'features/admin/categories'],
  ['admin contact inbox', contactMessages, 'features/admin/contact'],
  ['admin-dashboard (the overview)', dashboardMessages, 'features/admin/dashboard'],
  ['admin analytics', analyticsMessages, 'features/admin/analytics'],
  ['admin media (library and picker)', mediaMessages, 'features/admin/media'],
  ['admin users', usersMessages, 'features/admin/users'],
  ['admin site settings', settingsMessages, 'features/admin/settings'],
  ['auth (the guards)', authMessages, 'lib/auth/guards'],
  ['announcement banner (public, lazy)', announcementMessages, 'lib/i18n/messages/announcement'],
  ['user-menu', userMenuMessages, 'components/layout/user-menu'],
  ['bookmark (the article button)', bookmarkMessages, 'features/blog/bookmark'],
  ['UK National Insurance (the calculator page)', ukNationalInsuranceMessages, 'features/uk-national-insurance/messages'],
  ['UK Capital Gains Tax (the calculator page)', ukCapitalGainsMessages, 'features/uk-capital-gains/messages'],
  ['US property tax page', propertyTaxMessages, 'features/us-property-tax/messages'],
  ['US sales tax page', salesTaxMessages, 'features/us-sales-tax/messages'],
  ['UK income tax (the page: the summary of the folded section, the explanation)', ukIncomeTaxMessages, 'features/uk-income-tax'],
  ['UK income tax (the fields of more income and allowances, lazy)', ukIncomeTaxMoreMessages, 'features/uk-income-tax'],
  ['UK director pay', directorPayMessages, 'features/uk-director-pay'],
  ['director pay chart (lazy, with the Charts tab)', directorPayCurveMessages, 'components/results-panel/director-pay-curve'],
  ['uk-vat (the VAT page)', ukVatMessages, 'features/uk-vat'],
  ['uk-corporation-tax (the Corporation Tax page)', corporationTaxMessages, 'features/uk-corporation-tax'],
  ['us-payroll-tax (the calculator page)', usPayrollTaxMessages, 'features/us-payroll-tax'],
  ['us-estate-tax (the calculator page)', usEstateTaxMessages, 'features/us-estate-tax'],
  ['de-wage-tax (the wage-tax mode of the German income tax page)', wageTaxMessages, 'features/germany-income-tax/wage-tax'],
  ['de-tax-class-choice (the couple mode of the German income tax page, lazy)', coupleMessages, 'features/germany-income-tax/couple'],
  ['de-social-security (the German social security page)', socialSecurityMessages, 'features/de-social-security/messages'],
  ['German VAT page', deVatMessages, 'features/de-vat/'],
  ['German capital gains page', deCapitalGainsMessages, 'features/de-capital-gains/'],
  ['German corporate tax page', deCorporateTaxMessages, 'features/de-corporate-tax/'],
  ['German inheritance tax page', deInheritanceTaxMessages, 'features/de-inheritance-tax/'],
] as const;

describe.each(areas)('the %s area catalogue', (_area, catalogue, folder) => {
  const english = catalogue.en as Record<string, string>;
  const german = catalogue.de as Record<string, string>;
  const ids = Object.keys(english).sort();

  it('has the same ids in German, none empty, with the same ICU arguments', () => {
    expect(Object.keys(german).sort()).toEqual(ids);
    expect(ids.filter((id) => !english[id]?.trim() || !german[id]?.trim())).toEqual([]);
    expect(ids.filter((id) => argumentNames(english[id] ?? '').join() !== argumentNames(german[id] ?? '').join())).toEqual([]);
  });

  it('is not part of the public catalogue, which shares none of its ids', () => {
    const publicIds = new Set(Object.keys(publicEn));
    expect(ids.filter((id) => publicIds.has(id))).toEqual([]);
  });

  it(`is not reached by the static imports of the first load (main.tsx), only through a lazy import()`, () => {
    const reached = staticImportsFrom(path.join(srcDir, 'main.tsx'));
    expect([...reached].map((file) => path.relative(srcDir, file)).filter((file) => file.startsWith(folder))).toEqual([]);
  });
});

it('the static import walk sees the first load: the router, the layout and the public catalogue', () => {
  const reached = [...staticImportsFrom(path.join(srcDir, 'main.tsx'))].map((file) => path.relative(srcDir, file));
  expect(reached).toEqual(
    expect.arrayContaining(['app/router.tsx', 'components/layout/app-layout.tsx', 'lib/i18n/catalogues.ts', 'lib/i18n/i18n-provider.tsx']),
  );
  // Pages are lazy chunks: the walk does not follow import().
  expect(reached).not.toContain('features/home/home-page.tsx');
});

it('the German catalogue is no part of the first load: an English reader never downloads it', () => {
  const reached = [...staticImportsFrom(path.join(srcDir, 'main.tsx'))].map((file) => path.relative(srcDir, file));
  expect(
    reached.filter((file) => file.endsWith('german-catalogue.ts') || file.endsWith('.de.ts') || file === 'lib/i18n/messages/de.ts'),
  ).toEqual([]);
});

it('the public catalogue holds no admin or account-area ids', () => {
  expect(Object.keys(publicEn).filter((id) => id.startsWith('admin.') || id.startsWith('settings.'))).toEqual([]);
});

/**
 * Every source file main.tsx reaches through static imports (`import … from './x'`, `export … from './x'`), which is
 * what the bundler puts into the first load; `import('./x')` starts a lazy chunk and is not followed.
 */
function staticImportsFrom(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s+'(\.{1,2}\/[^']+)'|^\s*import\s+'(\.{1,2}\/[^']+)'/gms)) {
      const resolved = resolveSource(path.dirname(file), match[1] ?? match[2] ?? '');
      if (resolved) queue.push(resolved);
    }
  }
  return seen;
}

function resolveSource(dir: string, specifier: string): string | undefined {
  for (const suffix of ['.ts', '.tsx', '/index.ts', '/index.tsx']) {
    const candidate = path.resolve(dir, specifier + suffix);
    try {
      readFileSync(candidate, 'utf8');
      return candidate;
    } catch {
      // try the next suffix
    }
  }
  return undefined;
}
