"use client";

import { useImageFallback } from "@/hooks/use-image-fallback";
import { cx } from "@/lib/utils";

import { flagEmoji, flagSrc } from "./people";

type CountryFlagProps = { countryCode: string; className?: string };

/**
 * A country's self-hosted SVG flag (decorative: the country's name is always written beside it).
 * If the file fails to load, the emoji flag takes its place at the same size.
 */
export function CountryFlag({ countryCode, className }: CountryFlagProps) {
  const { ref, hasFailed, onError } = useImageFallback();

  if (hasFailed) {
    return (
      <span
        aria-hidden="true"
        data-flag-fallback={countryCode}
        className={cx("inline-flex h-4 w-5.5 items-center justify-center text-base leading-none", className)}
      >
        {flagEmoji(countryCode)}
      </span>
    );
  }

  return (
    <img
      src={flagSrc(countryCode)}
      alt=""
      width={22}
      height={16}
      loading="lazy"
      decoding="async"
      ref={ref}
      onError={onError}
      className={cx("h-4 w-5.5 shrink-0 rounded-[2px] object-cover ring-1 ring-line", className)}
    />
  );
}
