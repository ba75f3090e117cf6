import { LIMITS, MESSAGES } from '@stackhive/shared';

export interface MediaType {
  contentType: string;
  extension: string;
  kind: 'image' | 'video';
}

/**
 * What may be uploaded (DECISIONS 9), keyed by the type detected from the bytes: never
 * by the file name or the declared type. No SVG, no HTML.
 */
const ALLOWED: Record<string, MediaType> = {
  'image/jpeg': { contentType: 'image/jpeg', extension: 'jpg', kind: 'image' },
  'image/png': { contentType: 'image/png', extension: 'png', kind: 'image' },
  'image/gif': { contentType: 'image/gif', extension: 'gif', kind: 'image' },
  'image/webp': { contentType: 'image/webp', extension: 'webp', kind: 'image' },
  'video/mp4': { contentType: 'video/mp4', extension: 'mp4', kind: 'video' },
  'video/quicktime': { contentType: 'video/quicktime', extension: 'mov', kind: 'video' },
  'video/vnd.avi': { contentType: 'video/x-msvideo', extension: 'avi', kind: 'video' },
  'video/x-msvideo': { contentType: 'video/x-msvideo', extension: 'avi', kind: 'video' },
  'video/x-matroska': { contentType: 'video/x-matroska', extension: 'mkv', kind: 'video' },
  'video/matroska': { contentType: 'video/x-matroska', extension: 'mkv', kind: 'video' },
  'video/webm': { contentType: 'video/webm', extension: 'webm', kind: 'video' },
};

export function allowedMediaType(detectedMime: string | undefined): MediaType | undefined {
  return detectedMime ? ALLOWED[detectedMime] : undefined;
}

export function sizeLimit(type: MediaType): { bytes: number; message: string } {
  return type.kind === 'image'
    ? { bytes: LIMITS.imageBytes, message: MESSAGES.imageTooLarge }
    : { bytes: LIMITS.videoBytes, message: MESSAGES.videoTooLarge };
}
