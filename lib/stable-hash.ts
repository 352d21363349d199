/**
 * A small, stable number for a text (32-bit FNV-1a): the same name always picks the same drawing or
 * colour, on every build and in the browser (docs/decisions/visual-identity.md).
 */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** One of `count` choices for a text, spread by its hash. */
export const pickFor = (text: string, count: number): number => stableHash(text) % count;
