/**
 * The UK capital gains request's constants without its schema (uk-capital-gains.ts), so that the page can show its
 * list of disposals without zod in its first load; uk-capital-gains.ts re-exports them.
 */

/** The most disposals one request may list (keeps a request well inside the calculators' body limit). */
export const MAX_CGT_DISPOSALS = 50;
