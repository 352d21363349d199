/**
 * Helpers for showing people: their country's flag and their initials.
 * Flags are self-hosted: app/board-of-directors/flags/[file]/route.ts copies each needed SVG from
 * the `flag-icons` package into the static export at build time. When a flag fails to load, the
 * country's emoji flag (built from its regional-indicator letters) stands in.
 */
export const FLAG_PATH = "/board-of-directors/flags";

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

/** Initials for an avatar: the first letters of the first and last names, titles ignored. */
export function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .filter((word) => word && !/^(dr|prof|mr|mrs|ms)\.?$/i.test(word) && /^\p{L}/u.test(word));
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}
