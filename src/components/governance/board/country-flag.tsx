import { cx } from "@/lib/utils";

import { flagEmoji, flagSrc } from "./people";

type CountryFlagProps = { countryCode: string; className?: string };

/**
 * A country's self-hosted SVG flag (decorative: the country's name is always written beside it).
 * If the file fails to load, the emoji flag takes its place at the same size
 * (lib/browser/image-fallback.ts).
 */
export function CountryFlag({ countryCode, className }: CountryFlagProps) {
  return (
    <>
      <img
        src={flagSrc(countryCode)}
        alt=""
        width={22}
        height={16}
        loading="lazy"
        decoding="async"
        className={cx("h-4 w-5.5 shrink-0 rounded-[2px] object-cover ring-1 ring-line", className)}
      />
      <span
        aria-hidden="true"
        data-image-fallback=""
        data-flag-fallback={countryCode}
        hidden
        className={cx("inline-flex h-4 w-5.5 items-center justify-center text-base leading-none", className)}
      >
        {flagEmoji(countryCode)}
      </span>
    </>
  );
}
