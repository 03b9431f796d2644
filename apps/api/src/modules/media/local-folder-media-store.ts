import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertMediaKey, type MediaStore, type StoredMediaFile } from './media-store';

const typeOfExtension: Readonly<Record<string, string>> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

/**
 * Files in a folder on this machine (MEDIA_STORE=local): for one server or the desktop app only, since another replica
 * would not see them. The type follows from the extension, which the key pattern limits to the four the server writes.
 */
export class LocalFolderMediaStore implements MediaStore {
  constructor(private readonly dir: string) {}

  private fileOf(key: string): string {
    assertMediaKey(key);
    return path.join(this.dir, ...key.split('/'));
  }

  async put(key: string, bytes: Buffer, _type: string): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written beside, then renamed: a reader never sees half a file, and a crash leaves only a stray temporary.
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, bytes, { flag: 'wx' });
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredMediaFile | undefined> {
    const file = this.fileOf(key);
    try {
      return { bytes: await readFile(file), type: typeOfExtension[path.extname(file).slice(1)]! };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.fileOf(key);
    await rm(file, { force: true });
    // The media's folder goes with its last file; another file still in it keeps it (ENOTEMPTY).
    await rmdir(path.dirname(file)).catch(() => undefined);
  }
}
