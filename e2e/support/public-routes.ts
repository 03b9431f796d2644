/**
 * Every public route of docs/product.md ("Screens and routes", "Country routes") with the heading a visitor
 * should see there. The sweep visits each at both viewports.
 */
export interface PublicRoute {
  readonly path: string;
  /** Text the page's main heading (h1) contains, in English. */
  readonly heading: RegExp;
}

export const publicRoutes: readonly PublicRoute[] = [
  { path: '/', heading: /tax/i },
  { path: '/login', heading: /log in/i },
  { path: '/signup', heading: /sign up/i },
  { path: '/blog', heading: /blog/i },
  { path: '/blog/uk-tax-guide-2024', heading: /uk/i },
  { path: '/blog/us-tax-deductions', heading: /deduction/i },
  { path: '/blog/german-tax-system', heading: /german/i },
  { path: '/blog/income-tax-calculations', heading: /income tax/i },
  { path: '/blog/vat-explained', heading: /vat/i },
  { path: '/blog/tax-planning-tips', heading: /tax planning/i },
  { path: '/blog/small-business-taxes', heading: /business/i },
  { path: '/blog/investment-tax-basics', heading: /invest/i },
  { path: '/about', heading: /about/i },
  { path: '/contact', heading: /contact/i },
  { path: '/privacy', heading: /privacy/i },
  { path: '/terms', heading: /terms/i },
  { path: '/disclaimer', heading: /tax disclaimer/i },
  { path: '/cookies', heading: /cookie/i },
  { path: '/test', heading: /system status/i },
  { path: '/uk', heading: /united kingdom|uk/i },
  { path: '/uk/income-tax', heading: /income tax/i },
  { path: '/uk/stamp-duty', heading: /stamp duty/i },
  { path: '/uk/director-pay', heading: /salary or dividends/i },
  { path: '/uk/vat', heading: /vat/i },
  { path: '/uk/capital-gains', heading: /capital gains/i },
  { path: '/uk/national-insurance', heading: /national insurance/i },
  { path: '/uk/corporation-tax', heading: /united kingdom|uk/i },
  { path: '/us', heading: /united states|us/i },
  { path: '/us/federal-income-tax', heading: /federal income tax/i },
  { path: '/us/state-tax', heading: /state income tax/i },
  { path: '/us/capital-gains', heading: /capital gains/i },
  { path: '/us/take-home', heading: /take-home/i },
  { path: '/us/sales-tax', heading: /sales tax/i },
  { path: '/us/property-tax', heading: /property tax/i },
  { path: '/us/estate-tax', heading: /estate tax/i },
  { path: '/us/payroll-tax', heading: /united states|us/i },
  { path: '/germany', heading: /german/i },
  { path: '/germany/income-tax', heading: /income tax|einkommensteuer|wage tax|lohnsteuer/i },
  { path: '/germany/vat', heading: /vat|umsatzsteuer/i },
  { path: '/germany/corporate-tax', heading: /corporate|körperschaft/i },
  { path: '/germany/social-security', heading: /social security|sozialversicherung/i },
  { path: '/germany/capital-gains', heading: /capital gains|abgeltung/i },
  { path: '/germany/inheritance-tax', heading: /inheritance|erbschaft/i },
  { path: '/no/such/page', heading: /page not found/i },
];
