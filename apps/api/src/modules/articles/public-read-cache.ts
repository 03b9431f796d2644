import { createHash } from 'node:crypto';

/** How long an answer to a public read is fresh: the API keeps it this long, and says so in Cache-Control's max-age. */
export const PUBLIC_READ_MAX_AGE_SECONDS = 10;
/** How long after that a cache may still serve it while it asks again (Cache-Control's stale-while-revalidate). */
export const PUBLIC_READ_STALE_SECONDS = 60;
/**
 * Distinct public reads kept (pages, searches, articles) and the characters of their JSON together (the parsed body
 * weighs about as much again): the oldest go first, so memory stays bounded whatever URLs are asked for, even with
 * articles of half a megabyte.
 */
const MAX_ENTRIES = 1_000;
const MAX_JSON_CHARACTERS = 16 * 1024 * 1024;

export interface PublicRead<T> {
  readonly body: T;
  /** The body as JSON, serialised once for every reader of this answer. */
  readonly json: string;
  /** A weak validator of the body (If-None-Match answers 304 when it matches). */
  readonly etag: string;
}

interface Entry<T> extends PublicRead<T> {
  readonly contentVersion: string;
  readonly storedAt: number;
}

function etagOf(json: string): string {
  return `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
}

/**
 * The API's answers to public reads (the list, a search, an article), kept while the database's public content version
 * (public_content_version, moved by triggers on every write a reader could see: Migration20261215000000-public-reads)
 * stays the same, and for at most PUBLIC_READ_MAX_AGE_SECONDS: the readers' counters (views, reading time) do not move
 * the version and are that fresh, as the Cache-Control the API sends says. A spike of readers then costs one small
 * query each instead of the list's queries, and one load per key however many readers ask at once.
 */
export class PublicReadCache {
  private readonly entries = new Map<string, Entry<unknown>>();
  private keptCharacters = 0;
  private readonly loading = new Map<string, Promise<Entry<unknown>>>();

  /** `now`: the server's clock in ms (CLOCK, so that a moved test clock ages the answers too). */
  constructor(private readonly now: () => number) {}

  async read<T>(key: string, contentVersion: string, load: () => Promise<T>): Promise<PublicRead<T>> {
    const kept = this.entries.get(key);
    // A clock moved back makes the age negative: such an answer is not trusted either.
    const age = kept ? this.now() - kept.storedAt : -1;
    if (kept && kept.contentVersion === contentVersion && age >= 0 && age < PUBLIC_READ_MAX_AGE_SECONDS * 1000) {
      return kept as Entry<T>;
    }
    const loadKey = `${contentVersion}\u0000${key}`;
    let pending = this.loading.get(loadKey);
    if (!pending) {
      pending = load()
        .then((body) => {
          const json = JSON.stringify(body);
          const entry: Entry<unknown> = { body, json, etag: etagOf(json), contentVersion, storedAt: this.now() };
          this.keep(key, entry);
          return entry;
        })
        .finally(() => this.loading.delete(loadKey));
      this.loading.set(loadKey, pending);
    }
    return (await pending) as Entry<T>;
  }

  private keep(key: string, entry: Entry<unknown>): void {
    this.forget(key);
    this.entries.set(key, entry);
    this.keptCharacters += entry.json.length;
    while (this.entries.size > MAX_ENTRIES || this.keptCharacters > MAX_JSON_CHARACTERS) this.forget(this.entries.keys().next().value!);
  }

  private forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.keptCharacters -= entry.json.length;
    this.entries.delete(key);
  }
}
