import { useEffect, useId, useRef, useState } from 'react';
import { LIMITS, MESSAGES, defaultMediaAlt, isVideoUrl } from '@stackhive/shared';
import { FormField } from '../../../components/FormField';
import { useUploadMedia } from '../api/upload-media';

/** The types POST /api/media takes (DECISIONS 9). */
export const MEDIA_ACCEPT =
  'image/jpeg,image/png,image/gif,image/webp,video/mp4,video/quicktime,video/x-msvideo,video/x-matroska,video/webm';

export interface UploadedMedia {
  id: number;
  name: string;
  /** What the post sends: the server's URL of the upload. */
  url: string;
  /**
   * What the form shows: the chosen file itself (a blob: URL). The server shows an upload
   * no post uses yet to its uploader only (issue 30), and an <img> sends no bearer token.
   */
  preview: string;
  /** The author's alt text ('' until typed: the post then gets the default). */
  alt: string;
}

interface InFlight {
  id: number;
  name: string;
  /** 0 to 1. */
  progress: number;
}

interface MediaUploaderProps {
  uploaded: readonly UploadedMedia[];
  onUploaded: (media: UploadedMedia) => void;
  onRemove: (id: number) => void;
  onAltChange: (id: number, alt: string) => void;
  /** The post's title as typed: the default alt texts shown as placeholders name it. */
  postTitle: string;
  /** Tells the form whether uploads are still running. */
  onBusyChange: (busy: boolean) => void;
  /** Tells the form how many files are chosen and not yet uploaded (Post waits for them). */
  onChosenChange: (count: number) => void;
}

let nextId = 1;

function isVideoFile(file: File): boolean {
  return file.type.startsWith('video/') || isVideoUrl(file.name);
}

/**
 * The multiple-file upload of spec 2 (New post): choose files, then 'Upload' sends each in
 * its own request with a progress bar; uploaded media is previewed and can be removed.
 * A refused file is alerted with the server's message. Each image asks for its alt text
 * (WCAG 1.1.1), showing the default it gets when left empty.
 */
export function MediaUploader({
  uploaded,
  onUploaded,
  onRemove,
  onAltChange,
  postTitle,
  onBusyChange,
  onChosenChange,
}: MediaUploaderProps) {
  const inputId = useId();
  const hintId = useId();
  const [chosen, setChosen] = useState<File[]>([]);
  const [inFlight, setInFlight] = useState<InFlight[]>([]);
  const [inputKey, setInputKey] = useState(0);
  const controllers = useRef(new Set<AbortController>());
  const previews = useRef(new Set<string>());
  const uploadMedia = useUploadMedia();

  // Leaving the page stops the uploads still running and lets go of the previews.
  useEffect(() => {
    const running = controllers.current;
    const shown = previews.current;
    return () => {
      for (const controller of running) controller.abort();
      for (const preview of shown) URL.revokeObjectURL(preview);
    };
  }, []);

  function remove(media: UploadedMedia) {
    URL.revokeObjectURL(media.preview);
    previews.current.delete(media.preview);
    onRemove(media.id);
  }

  const busy = inFlight.length > 0;
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);
  useEffect(() => onChosenChange(chosen.length), [chosen.length, onChosenChange]);

  function upload(file: File) {
    const id = nextId++;
    const controller = new AbortController();
    controllers.current.add(controller);
    setInFlight((list) => [...list, { id, name: file.name, progress: 0 }]);
    const setProgress = (progress: number) =>
      setInFlight((list) => list.map((item) => (item.id === id ? { ...item, progress } : item)));

    uploadMedia
      .mutateAsync({ file, onProgress: setProgress, signal: controller.signal })
      .then(({ secure_url }) => {
        const preview = URL.createObjectURL(file);
        previews.current.add(preview);
        onUploaded({ id, name: file.name, url: secure_url, preview, alt: '' });
      })
      // The failure has been alerted (the query client reports every failed mutation).
      .catch(() => undefined)
      .finally(() => {
        controllers.current.delete(controller);
        if (!controller.signal.aborted) {
          setInFlight((list) => list.filter((item) => item.id !== id));
        }
      });
  }

  function handleUpload() {
    if (chosen.length === 0) return;
    if (uploaded.length + inFlight.length + chosen.length > LIMITS.postMedia.max) {
      window.alert(MESSAGES.tooManyMedia);
      return;
    }
    for (const file of chosen) {
      // Spare a long upload the server would refuse anyway (it checks again).
      const video = isVideoFile(file);
      if (file.size > (video ? LIMITS.videoBytes : LIMITS.imageBytes)) {
        window.alert(video ? MESSAGES.videoTooLarge : MESSAGES.imageTooLarge);
        continue;
      }
      upload(file);
    }
    setChosen([]);
    setInputKey((key) => key + 1);
  }

  return (
    <FormField htmlFor={inputId} label="Media">
      <p id={hintId} className="form-hint">
        Images (jpeg, png, gif, webp) up to 10 MB or videos (mp4, mov, avi, mkv, webm) up to 100 MB;
        at most {LIMITS.postMedia.max} files. Choose them, then Upload.
      </p>
      <div className="media-uploader__pick">
        <input
          key={inputKey}
          id={inputId}
          type="file"
          accept={MEDIA_ACCEPT}
          multiple
          aria-describedby={hintId}
          onChange={(event) => setChosen(Array.from(event.target.files ?? []))}
        />
        <button
          type="button"
          className="btn btn--secondary"
          onClick={handleUpload}
          disabled={chosen.length === 0}
        >
          Upload
        </button>
      </div>

      {inFlight.length > 0 && (
        <ul className="media-uploader__progress" aria-label="Uploads in progress">
          {inFlight.map((item) => (
            <li key={item.id}>
              <span className="media-uploader__name">{item.name}</span>
              <progress
                max={100}
                value={Math.round(item.progress * 100)}
                aria-label={`Uploading ${item.name}`}
              />
            </li>
          ))}
        </ul>
      )}

      {uploaded.length > 0 && (
        <ul className="media-uploader__previews" aria-label="Uploaded media">
          {uploaded.map((media, index) => (
            <li key={media.id} className="media-uploader__preview">
              {isVideoUrl(media.url) || isVideoUrl(media.name) ? (
                <video src={media.preview} controls preload="metadata" aria-label={media.name} />
              ) : (
                <>
                  <img src={media.preview} alt={media.name} />
                  <label className="media-uploader__alt">
                    Describe this image (alt text)
                    <input
                      type="text"
                      value={media.alt}
                      maxLength={LIMITS.postMediaAlt.max}
                      placeholder={defaultMediaAlt(postTitle, index, uploaded.length, media.url)}
                      onChange={(event) => onAltChange(media.id, event.target.value)}
                    />
                  </label>
                </>
              )}
              <button
                type="button"
                className="link-button link-button--danger"
                aria-label={`Remove ${media.name}`}
                onClick={() => remove(media)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </FormField>
  );
}
