import type { ContactSubmission } from '@taxatlas/contracts/contact';
import { CSV_BOM, csvCell } from '@taxatlas/contracts/csv';

export { CSV_BOM, csvCell };

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

export const csvHeader = (): string => `${columns.map((column) => csvCell(column.title)).join(',')}\r\n`;

export const csvRow = (row: ContactSubmission): string => `${columns.map((column) => csvCell(column.value(row))).join(',')}\r\n`;
