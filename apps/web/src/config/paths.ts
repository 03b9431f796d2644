/**
 * The one table of routes (docs/product.md, "Screens and routes"). Every link and every route reads its path here.
 */
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  blog: '/blog',
  about: '/about',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
  disclaimer: '/disclaimer',
  cookies: '/cookies',
  settings: '/settings',
  /** Saved calculations, by client (kept by the desktop app's database, or in this browser). */
  saved: '/saved',
  /** Which server the desktop app works with; in a browser it explains that. Needs no sign-in. */
  serverSettings: '/settings/server',
  /** The system status page: API health, version, database and build (the URL is the one docs/product.md lists). */
  systemStatus: '/test',
  blogArticle: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
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
    takeHome: '/us/take-home',
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
    analytics: '/admin/dashboard/analytics',
    articles: '/admin/dashboard/articles',
    articleNew: '/admin/dashboard/articles/new',
    articleEdit: (id: string) => `/admin/dashboard/articles/${encodeURIComponent(id)}/edit`,
    categories: '/admin/dashboard/categories',
    media: '/admin/dashboard/media',
    settings: '/admin/dashboard/settings',
    contact: '/admin/dashboard/contact',
    users: '/admin/dashboard/users',
    /** Outside the dashboard guard (docs/product.md, "Admin routes"). */
    preview: (id: string) => `/admin/blogs/preview/${encodeURIComponent(id)}`,
  },
} as const;

/** The footer is hidden on any /admin path (docs/product.md, "Layout"). */
export function isAdminPath(pathname: string): boolean {
  return pathname === paths.admin.root || pathname.startsWith(`${paths.admin.root}/`);
}
