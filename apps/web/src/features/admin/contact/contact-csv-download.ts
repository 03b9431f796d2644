import { apiFetch } from '../../../lib/api';
import { parseApiErrorBody } from '../../../lib/api-error';
import { contactExportQueryString, type ContactListParams } from './contact-list-params';

/** The file name when the server's Content-Disposition does not name one: the day it was exported. */
export function defaultExportFileName(now: Date = new Date()): string {
  return `contact-submissions-${now.toISOString().slice(0, 10)}.csv`;
}

/**
 * The file name that Content-Disposition gives (`attachment; filename="…"`), kept only when it is a plain name: the
 * header comes from our server, but a name with a path in it is never used.
 */
export function fileNameFrom(disposition: string | null): string | undefined {
  const name = /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1]?.trim();
  return name && /^[\w.-]+$/.test(name) ? name : undefined;
}

/** Why the export failed: the server's error text (lib/api-error.ts), if it sent one. */
async function failureText(response: Response): Promise<string | undefined> {
  try {
    return parseApiErrorBody(response.status, await response.text()).message;
  } catch {
    return undefined;
  }
}

export class ContactExportError extends Error {
  constructor(readonly serverText: string | undefined) {
    super(serverText ?? 'Export failed');
    this.name = 'ContactExportError';
  }
}

/**
 * Downloads GET /api/contact/export.csv for the inbox's current filters. The route needs the bearer token, which a
 * plain link cannot send, so the file is fetched with it and handed to the browser as an object URL.
 */
export async function downloadContactCsv(params: ContactListParams): Promise<string> {
  const query = contactExportQueryString(params);
  const response = await apiFetch(`/contact/export.csv${query ? `?${query}` : ''}`);
  if (!response.ok) throw new ContactExportError(await failureText(response));
  const blob = await response.blob();
  const fileName = fileNameFrom(response.headers.get('content-disposition')) ?? defaultExportFileName();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The click has handed the data to the download; give the browser a moment before letting the memory go.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return fileName;
}
