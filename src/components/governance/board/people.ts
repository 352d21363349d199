/**
 * Helpers for showing people's countries. Flags are self-hosted, copied from `flag-icons` at build time by
 * src/pages/board-of-directors/flags/[file].ts; when one fails to load, the country's emoji flag (built
 * from its regional-indicator letters) stands in (docs/decisions/page-details.md).
 */
const FLAG_PATH = "/board-of-directors/flags";

/** Path of the self-hosted 4:3 SVG flag for an ISO 3166-1 alpha-2 code. */
export function flagSrc(countryCode: string): string {
  return `${FLAG_PATH}/${countryCode.toLowerCase()}.svg`;
}

/** The emoji flag for an ISO 3166-1 alpha-2 code ("NZ" → 🇳🇿). */
export function flagEmoji(countryCode: string): string {
  const REGIONAL_INDICATOR_A = 0x1f1e6;
  return String.fromCodePoint(
    ...[...countryCode.toUpperCase()].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65),
  );
}
