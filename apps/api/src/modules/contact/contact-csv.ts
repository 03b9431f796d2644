import type { ContactSubmission } from '@taxatlas/contracts/contact';

/** Excel and LibreOffice read a CSV without a byte-order mark as the local code page; with it, as UTF-8. */
export const CSV_BOM = '\uFEFF';

const columns: readonly { readonly title: string; readonly value: (row: ContactSubmission) => string }[] = [
  { title: 'Date', value: (row) => row.createdAt },
  { title: 'Status', value: (row) => row.status },
  { title: 'Form', value: (row) => row.formType },
  { title: 'Name', value: (row) => row.name },
  { title: 'Email', value: (row) => row.email },
  { title: 'Subject', value: (row) => row.subject },
  { title: 'Message', value: (row) => row.message },
  { title: 'Admin Note', value: (row) => row.adminNote },
  { title: 'IP Address', value: (row) => row.ipAddress },
  { title: 'User Agent', value: (row) => row.userAgent },
  { title: 'Tracking Data', value: (row) => (row.trackingData ? JSON.stringify(row.trackingData) : '') },
  { title: 'ID', value: (row) => row._id },
];

/**
 * One CSV cell (RFC 4180). A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return before
 * one) as a formula, so such text gets a leading apostrophe (OWASP "CSV injection") and shows as typed.
 */
export function csvCell(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvHeader = (): string => `${columns.map((column) => csvCell(column.title)).join(',')}\r\n`;

export const csvRow = (row: ContactSubmission): string => `${columns.map((column) => csvCell(column.value(row))).join(',')}\r\n`;
