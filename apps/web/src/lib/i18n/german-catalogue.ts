import type { Catalogue } from './catalogues';
import { blogDe } from './public-catalogue/blog.de';
import { calculatorsDe } from './public-catalogue/calculators.de';
import { desktopDe } from './public-catalogue/desktop.de';
import { layoutDe } from './public-catalogue/layout.de';
import { pagesDe } from './public-catalogue/pages.de';
import { de as coreDe } from './messages/de';

/** Every German message, with exactly the English ids (the type and messages.test.ts enforce it). Loaded on demand. */
export const de: Catalogue = { ...coreDe, ...layoutDe, ...pagesDe, ...calculatorsDe, ...blogDe, ...desktopDe };
