/** A stored file: its bytes and the Content-Type to serve them with. */
export interface StoredMediaFile {
  readonly bytes: Buffer;
  readonly type: string;
}

/**
 * Where the bytes of uploaded images live, keyed `<media id>/<variant>.<ext>`. The database store (the default) works
 * with any number of replicas; the local folder store suits a single server and the desktop app. An S3-compatible
 * store would implement the same three calls.
 */
export interface MediaStore {
  put(key: string, bytes: Buffer, type: string): Promise<void>;
  /** undefined when there is no such file. */
  get(key: string): Promise<StoredMediaFile | undefined>;
  /** Deleting a key that does not exist is not an error. */
  delete(key: string): Promise<void>;
}

export const MEDIA_STORE = Symbol('MEDIA_STORE');

/**
 * The only keys a store accepts: a UUID folder and a known variant file. Checked by every store, so that no key can
 * reach outside its folder (`..`, absolute paths) whatever a caller passes.
 */
export const mediaKeyPattern =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/(?:small|medium|large|original)\.(?:webp|jpg|png|gif)$/;

export function assertMediaKey(key: string): void {
  if (!mediaKeyPattern.test(key)) throw new Error(`Not a media key: ${JSON.stringify(key)}`);
}
