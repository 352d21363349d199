import { ImageOff } from "lucide-react";
import type { ComponentProps } from "react";

import { cx } from "@/lib/utils";

export type ResilientImageProps = Omit<
  ComponentProps<"img">,
  "src" | "srcSet" | "width" | "height" | "alt"
> & {
  /** The original image (jpg or png). */
  src: string;
  /** Its webp twin, tried before it. */
  webp?: string;
  /** An image tried before both (a feed's latest picture, with the card's own as the fallback). */
  preferred?: string;
  alt: string;
  width: number;
  height: number;
  /** Above-the-fold images load eagerly with high priority; all others are lazy. */
  isPriority?: boolean;
  /** Classes for the placeholder shown when both files fail. */
  placeholderClassName?: string;
};

/**
 * docs/product.md §2 image rule: webp first, then the original on error, then an 'Image not available'
 * placeholder of the same size. The page's image script does the switching (lib/browser/
 * image-fallback.ts), so this renders the same HTML on the server and in islands, with no state.
 * Width and height are always set, so nothing shifts.
 */
export function ResilientImage({
  src,
  webp,
  preferred,
  alt,
  width,
  height,
  isPriority = false,
  className,
  placeholderClassName,
  ...props
}: ResilientImageProps) {
  const [first = src, ...next] = [preferred, webp, src].filter((source) => source !== undefined);
  return (
    <>
      <img
        src={first}
        data-fallback-srcs={next.length ? next.join(" ") : undefined}
        alt={alt}
        width={width}
        height={height}
        loading={isPriority ? "eager" : "lazy"}
        fetchPriority={isPriority ? "high" : "auto"}
        decoding="async"
        className={cx("h-auto max-w-full", className)}
        {...props}
      />
      <ImagePlaceholder
        label={alt}
        aspectRatio={`${width} / ${height}`}
        className={cx(className, placeholderClassName)}
      />
    </>
  );
}

/** What shows in a failed image's place: same proportions, named after the image. */
function ImagePlaceholder({
  label,
  aspectRatio,
  className,
}: {
  label: string;
  aspectRatio: string;
  className?: string;
}) {
  return (
    <span
      data-image-fallback=""
      hidden
      role="img"
      aria-label={label ? `${label} (image not available)` : "Image not available"}
      style={{ aspectRatio }}
      className={cx(
        "flex flex-col items-center justify-center gap-2 bg-surface-muted text-sm text-muted",
        className,
      )}
    >
      <ImageOff aria-hidden="true" className="size-6" />
      <span aria-hidden="true">Image not available</span>
    </span>
  );
}
