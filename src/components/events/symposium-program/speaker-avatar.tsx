import { DrawnAvatar } from "@/src/components/ui/drawn-mark";
import { programCopy } from "@/src/data/symposium-program";
import { cx } from "@/lib/utils";

type SpeakerAvatarProps = {
  name: string;
  /** What the drawn avatar's colour follows: the speaker's organisation. */
  group: string;
  photo?: string;
  size?: number;
  className?: string;
};

/**
 * A speaker's photo (webp first, then the original), or their drawn avatar when there is
 * no photo or it fails to load (docs/product.md §2; lib/browser/image-fallback.ts swaps them). The initials
 * are decorative: the speaker's name is written beside them, so they are hidden from assistive
 * technology rather than announced as a picture.
 */
export function SpeakerAvatar({ name, group, photo, size = 56, className }: SpeakerAvatarProps) {
  const box = cx("size-14 shrink-0 rounded-full", className);
  const placeholder = (
    <span
      aria-hidden="true"
      data-avatar="placeholder"
      data-image-fallback={photo ? "" : undefined}
      hidden={Boolean(photo)}
      className={cx(box, "inline-flex")}
    >
      <DrawnAvatar name={name} group={group} className="size-full" />
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
