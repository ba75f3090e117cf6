import { useId, useState } from 'react';
import { isVideoUrl } from '@stackhive/shared';

interface MediaCarouselProps {
  /** Media URLs in order; an item is a video when its file name ends in a video extension. */
  urls: readonly string[];
  /** What the media belongs to, e.g. the post title: names the carousel (and videos). */
  label: string;
  /**
   * Alt text per URL, same order (a post's `postContentAlt`): used for images. An image
   * without one falls back to the label and its place, e.g. 'Trip (2 of 3)'.
   */
  alts?: readonly string[];
  /** 'full' is about 500 by 500 (spec 9); 'compact' is the profile's smaller tile. */
  size?: 'full' | 'compact';
}

/**
 * The media carousel of spec 2 and 9: one slide at a time, no autoplay, previous and next
 * arrows when there is more than one item (they wrap around). Only the shown slide is
 * rendered, so a video stops when you move away from it.
 */
export function MediaCarousel({ urls, label, alts, size = 'full' }: MediaCarouselProps) {
  const [index, setIndex] = useState(0);
  const statusId = useId();
  const count = urls.length;
  if (count === 0) return null;
  // The list can shrink under us (a refetch after an edit): stay in range.
  const current = Math.min(index, count - 1);
  const url = urls[current]!;
  const itemLabel = count > 1 ? `${label} (${current + 1} of ${count})` : label;

  const go = (step: number) => setIndex((current + step + count) % count);

  return (
    <div
      className={`media-carousel media-carousel--${size}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={`Media: ${label}`}
    >
      <div className="media-carousel__frame">
        {isVideoUrl(url) ? (
          <video
            key={url}
            className="media-carousel__media"
            src={url}
            controls
            preload="metadata"
            aria-label={itemLabel}
          />
        ) : (
          <img
            key={url}
            className="media-carousel__media"
            src={url}
            alt={alts?.[current]?.trim() || itemLabel}
          />
        )}
        {count > 1 && (
          <>
            <button
              type="button"
              className="media-carousel__arrow media-carousel__arrow--prev"
              aria-label="Previous media"
              aria-describedby={statusId}
              onClick={() => go(-1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="media-carousel__arrow media-carousel__arrow--next"
              aria-label="Next media"
              aria-describedby={statusId}
              onClick={() => go(1)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <p id={statusId} className="media-carousel__status" aria-live="polite">
          {current + 1} / {count}
        </p>
      )}
    </div>
  );
}
