/**
 * A page image generated at build time from `assets/images/<name>.svg` (scripts/generate-assets.ts):
 * the webp to try first and the jpg to fall back to (docs/product.md §2).
 */
export type ImageSource = { src: string; webp: string };

export function generatedImage(name: string): ImageSource {
  const base = `/generated/images/${name}`;
  return { src: `${base}.jpg`, webp: `${base}.webp` };
}
