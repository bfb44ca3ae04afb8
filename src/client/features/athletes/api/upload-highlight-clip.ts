import type { HighlightClip } from '#shared/schemas/athletes';
import type { HighlightContentType } from '#shared/streams';
import { ApiError } from '#client/lib/api';
import { api } from '#client/lib/api-client';

/** The upload was stopped by the athlete (Cancel), not refused. */
export class UploadCancelledError extends Error {
  constructor() {
    super('The upload was cancelled.');
    this.name = 'UploadCancelledError';
  }
}

export type HighlightUpload = {
  /** Settles with the stored clip, an ApiError, or an UploadCancelledError. */
  done: Promise<HighlightClip>;
  abort: () => void;
};

/**
 * Adds a clip to the highlight reel: the video as the raw body of POST /api/me/highlights, the
 * title in the query, reporting its progress (fetch cannot report upload progress; XHR can).
 * `abort` stops it mid-way.
 */
export function uploadHighlightClip(
  file: Blob,
  contentType: HighlightContentType,
  title: string,
  onProgress: (fraction: number) => void,
): HighlightUpload {
  const request = new XMLHttpRequest();
  const done = new Promise<HighlightClip>((resolve, reject) => {
    // The typed client gives the route's path (relative to /api), so a renamed route fails here.
    request.open(
      'POST',
      `/api${api.me.highlights.$path()}?${new URLSearchParams({ title }).toString()}`,
    );
    request.withCredentials = true;
    request.setRequestHeader('Content-Type', contentType);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: { clip?: HighlightClip; code?: string; message?: string } = {};
      try {
        body = JSON.parse(request.responseText) as typeof body;
      } catch {
        // not JSON (a proxy's error page): the status message below
      }
      if (request.status >= 200 && request.status < 300 && body.clip) {
        resolve(body.clip);
        return;
      }
      reject(
        new ApiError(
          request.status,
          body.code ?? `HTTP_${request.status}`,
          body.message ??
            (request.status === 413
              ? 'The video is too large to upload.'
              : 'The video could not be uploaded. Please try again.'),
        ),
      );
    };
    request.onerror = () =>
      reject(new ApiError(0, 'NETWORK', 'The video could not be uploaded. Check your connection.'));
    request.onabort = () => reject(new UploadCancelledError());
    request.send(file);
  });
  return { done, abort: () => request.abort() };
}
