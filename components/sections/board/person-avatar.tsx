"use client";

import { useImageFallback } from "@/hooks/use-image-fallback";
import { cx } from "@/lib/utils";

import { initialsOf } from "./people";

type PersonAvatarProps = {
  name: string;
  /** A photo, when there is one; the initials show when there is none or it fails to load. */
  image?: string;
  size?: "md" | "lg";
  className?: string;
};

const SIZES = { md: 56, lg: 80 } as const;

/** A round photo of a person, or their initials on a green disc (decorative: the name is beside it). */
export function PersonAvatar({ name, image, size = "md", className }: PersonAvatarProps) {
  const { ref, hasFailed, onError } = useImageFallback();
  const pixels = SIZES[size];
  const boxClass = cx(
    "shrink-0 rounded-full",
    size === "lg" ? "size-20 text-2xl" : "size-14 text-lg",
    className,
  );

  if (!image || hasFailed) {
    return (
      <span
        aria-hidden="true"
        data-avatar-initials=""
        className={cx(
          boxClass,
          "inline-flex items-center justify-center bg-brand-100 font-bold text-brand-800 ring-2 ring-white",
        )}
      >
        {initialsOf(name)}
      </span>
    );
  }

  return (
    <img
      src={image}
      alt=""
      width={pixels}
      height={pixels}
      loading="lazy"
      decoding="async"
      ref={ref}
      onError={onError}
      className={cx(boxClass, "object-cover")}
    />
  );
}
