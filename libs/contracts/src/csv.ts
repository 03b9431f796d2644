/** Excel and LibreOffice read a CSV without a byte-order mark as the local code page; with it, as UTF-8. */
export const CSV_BOM = '\uFEFF';

/**
 * One CSV cell (RFC 4180). A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return before
 * one) as a formula, so such text gets a leading apostrophe (OWASP "CSV injection") and shows as typed.
 */
export function csvCell(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A CSV line of cells, ending in CRLF. */
export const csvLine = (cells: readonly string[]): string => `${cells.map(csvCell).join(',')}\r\n`;
