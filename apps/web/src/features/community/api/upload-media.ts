import { useMutation } from '@tanstack/react-query';
import { uploadResponseSchema, type UploadResponse } from '@stackhive/shared';
import { API_BASE, ApiError, NETWORK_ERROR_MESSAGE, parseJson } from '../../../api/client';
import { readProfile } from '../../../session/storage';

interface UploadOptions {
  /** Called with the share sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /api/media: one file in the multipart field `file` (signed in) → { secure_url }
 * (DECISIONS 12). XMLHttpRequest rather than fetch, because only it reports upload
 * progress. A refused file rejects with an ApiError carrying the server's message
 * (415 for a type we do not take, 413 for one too large).
 */
export function uploadMedia(file: File, options: UploadOptions = {}): Promise<UploadResponse> {
  const { onProgress, signal } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was aborted.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/media`);
    xhr.setRequestHeader('accept', 'application/json');
    const token = readProfile()?.token;
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const data = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = uploadResponseSchema.safeParse(data);
        if (parsed.success) {
          onProgress?.(1);
          resolve(parsed.data);
        } else {
          reject(new ApiError(xhr.status, 'The server answered the upload unexpectedly.'));
        }
        return;
      }
      const message = (data as { message?: unknown } | undefined)?.message;
      reject(
        new ApiError(
          xhr.status,
          typeof message === 'string' ? message : xhr.statusText || `Upload failed (${xhr.status})`,
        ),
      );
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR_MESSAGE));
    xhr.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/**
 * One upload a call: `mutateAsync` once per file, so several run side by side. A refused
 * file is alerted with the server's message like every failed mutation.
 */
export function useUploadMedia() {
  return useMutation({
    mutationFn: ({ file, ...options }: UploadOptions & { file: File }) =>
      uploadMedia(file, options),
  });
}
