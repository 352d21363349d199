"use client";

import { useEffect, useRef, useState } from "react";

import { programCopy } from "@/content/symposium-program";
import { cx } from "@/lib/utils";

/** "Amara Osei" → "AO" */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}

type SpeakerAvatarProps = { name: string; photo?: string; size?: number; className?: string };

/**
 * A speaker's photo (webp where the browser takes it, else the original), or a placeholder avatar
 * with their initials when there is no photo or it fails to load (SPEC §2).
 */
export function SpeakerAvatar({ name, photo, size = 56, className }: SpeakerAvatarProps) {
  const [hasFailed, setHasFailed] = useState(false);
  const imageRef = useRef<HTMLImageElement>(null);
  const box = cx("size-14 shrink-0 rounded-full", className);

  const markFailed = () => setHasFailed(true);

  // An error that happened before hydration fired no React handler: check once on mount.
  useEffect(() => {
    const image = imageRef.current;
    if (image && image.complete && image.naturalWidth === 0 && image.currentSrc) markFailed();
  }, []);

  if (!photo || hasFailed) {
    return (
      <span
        role="img"
        aria-label={programCopy.speakerPlaceholderName(name)}
        data-avatar="placeholder"
        className={cx(box, "inline-flex items-center justify-center bg-brand-100 font-bold text-brand-900")}
      >
        <span aria-hidden="true">{initialsOf(name)}</span>
      </span>
    );
  }

  return (
    <picture className="shrink-0">
      <source type="image/webp" srcSet={photo.replace(/\.(jpe?g|png)$/i, ".webp")} />
      <img
        ref={imageRef}
        src={photo}
        alt={programCopy.speakerPhotoAlt(name)}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        data-avatar="photo"
        onError={markFailed}
        className={cx(box, "block bg-surface-muted object-cover")}
      />
    </picture>
  );
}
