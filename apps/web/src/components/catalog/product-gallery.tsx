"use client";

import type { Image as ProductImage } from "@portal/domain/catalog/schemas";
import { type KeyboardEvent, useRef, useState } from "react";
import { ChevronRightIcon, ToolIcon } from "../icons/core-icons";
import { PlainImage } from "../ui/plain-image";
import styles from "./product-gallery.module.css";

type GalleryLabels = {
  label: string;
  thumbnails: string;
  previous: string;
  next: string;
  none: string;
  /** "Show image 2 of 3", one per image. */
  show: string[];
  /** "Image 2 of 3", one per image. */
  position: string[];
};

/** The product's pictures: a large view, previous/next buttons and thumbnails (arrow keys move between them). */
export function ProductGallery({ images, labels }: { images: ProductImage[]; labels: GalleryLabels }) {
  const [index, setIndex] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const total = images.length;
  const current = images[Math.min(index, total - 1)];

  if (!current) {
    return (
      <div className={styles.gallery}>
        <div className={`${styles.stage} ${styles.empty}`}>
          <ToolIcon size={56} />
          <p>{labels.none}</p>
        </div>
      </div>
    );
  }

  const show = (next: number, focus = false) => {
    const target = (next + total) % total;
    setIndex(target);
    if (focus) thumbs.current[target]?.focus();
  };

  const onStageKey = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") show(index - 1);
    else if (event.key === "ArrowRight") show(index + 1);
    else return;
    event.preventDefault();
  };

  const onThumbKey = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      Home: 0,
      End: total - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    show(target, true);
  };

  return (
    <section className={styles.gallery} aria-label={labels.label}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys on the picture are a shortcut; the buttons do the same. */}
      <div className={styles.stage} onKeyDown={total > 1 ? onStageKey : undefined}>
        <PlainImage
          src={current.url}
          alt={current.alt}
          width={current.width}
          height={current.height}
          preload={index === 0}
          className={styles.image}
        />
        {total > 1 ? (
          <>
            <button type="button" className={`${styles.arrow} ${styles.previous}`} onClick={() => show(index - 1)}>
              <ChevronRightIcon size={22} />
              <span className="visually-hidden">{labels.previous}</span>
            </button>
            <button type="button" className={`${styles.arrow} ${styles.next}`} onClick={() => show(index + 1)}>
              <ChevronRightIcon size={22} />
              <span className="visually-hidden">{labels.next}</span>
            </button>
            <p className={styles.position} aria-live="polite">
              {labels.position[index]}
            </p>
          </>
        ) : null}
      </div>
      {total > 1 ? (
        <ul className={styles.thumbs} aria-label={labels.thumbnails}>
          {images.map((image, position) => (
            <li key={image.url}>
              <button
                type="button"
                ref={(element) => {
                  thumbs.current[position] = element;
                }}
                className={styles.thumb}
                aria-current={position === index ? "true" : undefined}
                tabIndex={position === index ? 0 : -1}
                onClick={() => show(position)}
                onKeyDown={onThumbKey}
              >
                <PlainImage src={image.url} alt="" width={96} height={72} />
                <span className="visually-hidden">{labels.show[position]}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
