import { comingSoonCalculators, paths, ukPathsShowingHub, usPathsShowingHub } from '../config/paths';

/**
 * The routes the build turns into HTML files: every public page whose content does not depend on the visitor or on
 * a route parameter. Parts filled from the API (hub statuses, the blog list) are pre-rendered as their loading
 * state. Blog articles (a page per slug, from the API), /test (the system status page, live), not-found and the signed-in areas
 * (/settings, /admin/*) are left to the app, which the server answers with the plain index.html.
 */
export const prerenderPaths: readonly string[] = [
  paths.home,
  paths.uk.hub,
  paths.us.hub,
  paths.germany.hub,
  ...ukPathsShowingHub,
  ...usPathsShowingHub,
  ...comingSoonCalculators.map(({ path }) => path),
  paths.uk.incomeTax,
  paths.uk.stampDuty,
  paths.us.federalIncomeTax,
  paths.us.stateTax,
  paths.us.capitalGains,
  paths.us.takeHome,
  paths.germany.incomeTax,
  paths.blog,
  paths.about,
  paths.contact,
  paths.privacy,
  paths.terms,
  paths.disclaimer,
  paths.cookies,
  paths.login,
  paths.signup,
];
