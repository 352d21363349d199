import { programCopy } from "@/src/data/symposium-program";
import { initialsOf } from "@/lib/initials";
import { cx } from "@/lib/utils";

type SpeakerAvatarProps = { name: string; photo?: string; size?: number; className?: string };

/**
 * A speaker's photo (webp first, then the original), or their initials in a circle when there is
 * no photo or it fails to load (docs/product.md §2; lib/browser/image-fallback.ts swaps them). The initials
 * are decorative: the speaker's name is written beside them, so they are hidden from assistive
 * technology rather than announced as a picture.
 */
export function SpeakerAvatar({ name, photo, size = 56, className }: SpeakerAvatarProps) {
  const box = cx("size-14 shrink-0 rounded-full", className);
  const placeholder = (
    <span
      aria-hidden="true"
      data-avatar="placeholder"
      data-image-fallback={photo ? "" : undefined}
      hidden={Boolean(photo)}
      className={cx(box, "inline-flex items-center justify-center bg-brand-100 font-bold text-brand-900")}
    >
      {initialsOf(name)}
    </span>
  );
  if (!photo) return placeholder;
  return (
    <>
      <img
        src={photo.replace(/\.(jpe?g|png)$/i, ".webp")}
        data-fallback-srcs={photo}
        alt={programCopy.speakerPhotoAlt(name)}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        data-avatar="photo"
        className={cx(box, "block bg-surface-muted object-cover")}
      />
      {placeholder}
    </>
  );
}
