/**
 * The readable part of a failed bridge call. Electron prefixes an error thrown in the main process with
 * "Error invoking remote method '<channel>': <name>: "; the user needs only the message after it ("name is required").
 */
export function bridgeErrorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/^Error invoking remote method '[^']*': /, '').replace(/^[A-Za-z]*Error: /, '');
}
