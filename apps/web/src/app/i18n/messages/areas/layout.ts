/**
 * Messages of the layout area, in English and German. Each area keeps its own file so work on one area never
 * touches another's; catalogues.ts merges them and messages.test.ts checks both languages hold the same ids.
 * Ids are prefixed by area topic (e.g. 'menu.', 'search.', 'blog.', 'stampDuty.').
 */
export const layoutEn = {} as const;

export const layoutDe: Record<keyof typeof layoutEn, string> = {};
