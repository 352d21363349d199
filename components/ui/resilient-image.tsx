"use client";

import { ImageOff } from "lucide-react";
import { useEffect, useRef, useState, type ComponentProps } from "react";

import { cx } from "@/lib/utils";

type Stage = "webp" | "original" | "failed";

export type ResilientImageProps = Omit<
  ComponentProps<"img">,
  "src" | "srcSet" | "width" | "height" | "alt"
> & {
  /** The original image (jpg or png). */
  src: string;
  /** Its webp twin, tried first. */
  webp?: string;
  alt: string;
  width: number;
  height: number;
  /** Above-the-fold images load eagerly with high priority; all others are lazy. */
  isPriority?: boolean;
  /** Classes for the placeholder shown when both files fail. */
  placeholderClassName?: string;
};

/**
 * SPEC §2 image rule: webp first, then the original on error, then an 'Image not available'
 * placeholder of the same size. Width and height are always set, so nothing shifts.
 */
export function ResilientImage({
  src,
  webp,
  alt,
  width,
  height,
  isPriority = false,
  className,
  placeholderClassName,
  onError,
  ...props
}: ResilientImageProps) {
  const [stage, setStage] = useState<Stage>(webp ? "webp" : "original");
  const imageRef = useRef<HTMLImageElement>(null);

  const fallBack = () => setStage((current) => (current === "webp" ? "original" : "failed"));

  // An error that happened before hydration fired no React handler: check once on mount.
  useEffect(() => {
    const image = imageRef.current;
    if (image && image.complete && image.naturalWidth === 0) fallBack();
  }, []);

  if (stage === "failed") {
    return (
      <span
        role="img"
        aria-label={alt ? `${alt} (image not available)` : "Image not available"}
        style={{ aspectRatio: `${width} / ${height}` }}
        className={cx(
          "flex flex-col items-center justify-center gap-2 bg-surface-muted text-sm text-muted",
          className,
          placeholderClassName,
        )}
      >
        <ImageOff aria-hidden="true" className="size-6" />
        <span aria-hidden="true">Image not available</span>
      </span>
    );
  }

  return (
    <img
      ref={imageRef}
      key={stage}
      src={stage === "webp" && webp ? webp : src}
      alt={alt}
      width={width}
      height={height}
      loading={isPriority ? "eager" : "lazy"}
      fetchPriority={isPriority ? "high" : "auto"}
      decoding="async"
      onError={(event) => {
        onError?.(event);
        fallBack();
      }}
      className={cx("h-auto max-w-full", className)}
      {...props}
    />
  );
}
