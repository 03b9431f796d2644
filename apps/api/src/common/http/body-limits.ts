/**
 * What a request body may weigh, per route. Most of the API takes a few fields (a calculator, a login, a bookmark):
 * 16 KB is ten times the largest of them, and a larger body is refused with 413 before it is read, from its
 * Content-Length or as it streams in. Media uploads are multipart and have limits of their own (media-upload.ts).
 */
export const DEFAULT_BODY_LIMIT_BYTES = 16 * 1024;

const routeBodyLimits: ReadonlyMap<string, number> = new Map([
  // A contact message: about 15,000 characters of text fields, at up to 6 bytes each when JSON escapes them.
  ['POST /api/contact', 128 * 1024],
  // Every category id in a new order: up to 500 UUIDs.
  ['PUT /api/categories/order', 32 * 1024],
  // A whole article saved from the editor: its Markdown and the rest of the form.
  ['POST /api/articles', 1_048_576],
  ['PUT /api/articles/:id', 1_048_576],
]);

/** The body limit of a route (Fastify's method and URL template), when it differs from the default. */
export function bodyLimitOf(method: string | readonly string[], url: string): number | undefined {
  const methods = typeof method === 'string' ? [method] : method;
  return methods.map((name) => routeBodyLimits.get(`${name} ${url}`)).find((limit) => limit !== undefined);
}
