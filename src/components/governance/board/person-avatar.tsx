import { DrawnAvatar } from "@/src/components/ui/drawn-mark";
import { avatarPhotoSources } from "@/lib/images";
import { cx } from "@/lib/utils";

type PersonAvatarProps = {
  name: string;
  /** What the drawn avatar's colour follows: a role, a department, a committee. */
  group: string | number;
  /** A photo, when there is one; the drawn avatar shows when there is none or it fails to load. */
  image?: string;
  size?: "md" | "lg";
  className?: string;
};

const SIZES = { md: 56, lg: 80 } as const;

/**
 * A round photo of a person, cropped square to their face at build time (lib/build/photo-variants.ts), or their
 * drawn avatar (decorative: the name is beside it). The WebP copy first, then the JPEG copy, then the upload; a
 * photo that fails to load gives way to the drawing (lib/browser/image-fallback.ts).
 */
export function PersonAvatar({ name, group, image, size = "md", className }: PersonAvatarProps) {
  const pixels = SIZES[size];
  const boxClass = cx("shrink-0 rounded-full", size === "lg" ? "size-20" : "size-14", className);
  const drawn = (
    <span
      aria-hidden="true"
      data-avatar-initials=""
      data-image-fallback={image ? "" : undefined}
      hidden={Boolean(image)}
      className={cx(boxClass, "inline-flex ring-2 ring-white")}
    >
      <DrawnAvatar name={name} group={group} className="size-full" />
    </span>
  );
  if (!image) return drawn;
  const copies = avatarPhotoSources(image);
  return (
    <>
      <img
        src={copies.webp}
        data-fallback-srcs={`${copies.jpg} ${image}`}
        alt=""
        width={pixels}
        height={pixels}
        loading="lazy"
        decoding="async"
        className={cx(boxClass, "object-cover")}
      />
      {drawn}
    </>
  );
}
