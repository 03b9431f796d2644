import type { MediaItem } from '@taxatlas/contracts/media';
import { apiBaseUrl } from '../../../lib/bridge/host';
import { readStoredToken } from '../../../lib/api';
import { parseApiErrorBody } from '../../../lib/api-error';

/** A refused or failed upload: the server's own words when it sent any (a 400 names the problem with the file). */
export class MediaUploadError extends Error {
  constructor(
    message: string | undefined,
    readonly status: number,
  ) {
    super(message ?? '');
    this.name = 'MediaUploadError';
  }
}

/**
 * POST /api/media as multipart with XMLHttpRequest, which (unlike fetch) reports upload progress. Resolves with the
 * new MediaItem; rejects with MediaUploadError (status 0 when the server was not reached).
 */
export function uploadMedia(file: Blob & { name?: string }, onProgress: (percent: number) => void, alt?: string): Promise<MediaItem> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('file', file, file.name ?? 'image');
    if (alt) form.append('alt', alt);
    const request = new XMLHttpRequest();
    request.open('POST', `${apiBaseUrl()}/media`);
    const token = readStoredToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        resolve(JSON.parse(request.responseText) as MediaItem);
      } else {
        reject(new MediaUploadError(parseApiErrorBody(request.status, request.responseText).message, request.status));
      }
    };
    request.onerror = () => reject(new MediaUploadError(undefined, 0));
    request.send(form);
  });
}
