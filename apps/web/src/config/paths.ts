/**
 * The one table of routes (product-spec.md, "Screens and routes"). Every link and every route reads its path here.
 */
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  blog: '/blog',
  about: '/about',
  privacy: '/privacy',
  terms: '/terms',
  disclaimer: '/disclaimer',
  cookies: '/cookies',
  settings: '/settings',
  uk: {
    hub: '/uk',
    incomeTax: '/uk/income-tax',
    stampDuty: '/uk/stamp-duty',
    vat: '/uk/vat',
    capitalGains: '/uk/capital-gains',
    nationalInsurance: '/uk/national-insurance',
    corporationTax: '/uk/corporation-tax',
  },
  us: {
    hub: '/us',
    federalIncomeTax: '/us/federal-income-tax',
    stateTax: '/us/state-tax',
    capitalGains: '/us/capital-gains',
    salesTax: '/us/sales-tax',
    propertyTax: '/us/property-tax',
    estateTax: '/us/estate-tax',
    payrollTax: '/us/payroll-tax',
  },
  germany: {
    hub: '/germany',
    incomeTax: '/germany/income-tax',
    vat: '/germany/vat',
    corporateTax: '/germany/corporate-tax',
    socialSecurity: '/germany/social-security',
    capitalGains: '/germany/capital-gains',
    inheritanceTax: '/germany/inheritance-tax',
  },
  admin: {
    root: '/admin',
    dashboard: '/admin/dashboard',
  },
} as const;

/** The footer is hidden on any /admin path (product-spec.md, "Layout"). */
export function isAdminPath(pathname: string): boolean {
  return pathname === paths.admin.root || pathname.startsWith(`${paths.admin.root}/`);
}

/** UK calculators that are not built yet; per product-spec.md some of them show the hub page. */
export const ukPathsShowingHub = [paths.uk.nationalInsurance, paths.uk.corporationTax, paths.uk.capitalGains] as const;
