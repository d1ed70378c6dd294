// PUT /api/admin/videos/{id}/file with the file as the raw body. XMLHttpRequest, not fetch: only it
// reports upload progress. The browser sets Content-Length from the File.
import type { VideoFile } from '@common/schemas/video-management';
import { createNetworkError, parseErrorBody } from '../../../lib/api-client';

export interface UploadOptions {
  videoId: string;
  file: File;
  /** 0–100 as the bytes leave the browser. */
  onProgress: (percent: number) => void;
  /** Aborting rejects with an AbortError DOMException. */
  signal: AbortSignal;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Replaces the video's source with the file; rejects with ApiError (413 too large, 415 wrong type, 404 no video). */
export function uploadVideoFile({ videoId, file, onProgress, signal }: UploadOptions): Promise<{ file: VideoFile }> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(new DOMException('Upload aborted', 'AbortError'));
      return;
    }
    const request = new XMLHttpRequest();
    request.open('PUT', `/api/admin/videos/${encodeURIComponent(videoId)}/file`);
    request.setRequestHeader('Content-Type', file.type);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress((event.loaded / event.total) * 100);
    };
    request.onload = () => {
      const body = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) resolve(body as { file: VideoFile });
      else reject(parseErrorBody(request.status, body));
    };
    request.onerror = () => reject(createNetworkError(new Error('Upload failed')));
    request.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    signal.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}

export const isAbortError = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
