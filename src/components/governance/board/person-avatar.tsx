import { initialsOf } from "@/lib/initials";
import { cx } from "@/lib/utils";

type PersonAvatarProps = {
  name: string;
  /** A photo, when there is one; the initials show when there is none or it fails to load. */
  image?: string;
  size?: "md" | "lg";
  className?: string;
};

const SIZES = { md: 56, lg: 80 } as const;

/**
 * A round photo of a person, or their initials on a green disc (decorative: the name is beside it).
 * A photo that fails to load gives way to the initials (lib/browser/image-fallback.ts).
 */
export function PersonAvatar({ name, image, size = "md", className }: PersonAvatarProps) {
  const pixels = SIZES[size];
  const boxClass = cx(
    "shrink-0 rounded-full",
    size === "lg" ? "size-20 text-2xl" : "size-14 text-lg",
    className,
  );
  const initials = (
    <span
      aria-hidden="true"
      data-avatar-initials=""
      data-image-fallback={image ? "" : undefined}
      hidden={Boolean(image)}
      className={cx(
        boxClass,
        "inline-flex items-center justify-center bg-brand-100 font-bold text-brand-800 ring-2 ring-white",
      )}
    >
      {initialsOf(name)}
    </span>
  );
  if (!image) return initials;
  return (
    <>
      <img
        src={image}
        alt=""
        width={pixels}
        height={pixels}
        loading="lazy"
        decoding="async"
        className={cx(boxClass, "object-cover")}
      />
      {initials}
    </>
  );
}
