// One rule for the API and the article editor: it lives in the contracts.
export { slugify } from '@taxatlas/contracts/slugify';
