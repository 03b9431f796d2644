import type { Catalogue } from './catalogues';
import { blogDe } from './messages/areas/blog.de';
import { calculatorsDe } from './messages/areas/calculators.de';
import { desktopDe } from './messages/areas/desktop.de';
import { layoutDe } from './messages/areas/layout.de';
import { pagesDe } from './messages/areas/pages.de';
import { de as coreDe } from './messages/de';

/** Every German message, with exactly the English ids (the type and messages.test.ts enforce it). Loaded on demand. */
export const de: Catalogue = { ...coreDe, ...layoutDe, ...pagesDe, ...calculatorsDe, ...blogDe, ...desktopDe };
