/**
 * A page image generated at build time from `assets/images/<name>.svg` (scripts/generate-assets.ts):
 * the webp to try first and the jpg to fall back to (docs/product.md §2).
 */
export type ImageSource = { src: string; webp: string };

export function generatedImage(name: string): ImageSource {
  const base = `/generated/images/${name}`;
  return { src: `${base}.jpg`, webp: `${base}.webp` };
}

/** The widths the build serves a page's hero photo at, as WebP; the JPEG fallback is the middle one. */
export const HERO_PHOTO_WIDTHS = [640, 1280, 1920] as const;
/** A person's photo, cropped square to their face: twice the largest avatar (80 px), for sharp screens. */
export const AVATAR_PHOTO_SIZE = 160;

export type PhotoKind = "hero" | "avatar";

/** The folder of every sized copy of `kind`. */
export const photoCopyFolder = (kind: PhotoKind) => `/generated/photos/${kind}`;

/**
 * Where the build writes the sized copies of an uploaded photo (lib/build/photo-variants.ts), by the path the
 * site serves the upload at: /images/pages/park.jpg becomes /generated/photos/hero/pages/park-<width>.webp.
 */
export function photoCopyBase(image: string, kind: PhotoKind): string {
  return `${photoCopyFolder(kind)}${image.replace(/^\/images/, "").replace(/\.[A-Za-z0-9]+$/, "")}`;
}

/** A hero photo's WebP copies as a srcset, and its JPEG copy; the upload itself is the last fallback. */
export function heroPhotoSources(image: string): { srcSet: string; webp: string; jpg: string } {
  const base = photoCopyBase(image, "hero");
  return {
    srcSet: HERO_PHOTO_WIDTHS.map((width) => `${base}-${width}.webp ${width}w`).join(", "),
    webp: `${base}-${HERO_PHOTO_WIDTHS[1]}.webp`,
    jpg: `${base}-${HERO_PHOTO_WIDTHS[1]}.jpg`,
  };
}

/** A person's photo cropped square to the face, as WebP and JPEG. */
export function avatarPhotoSources(image: string): { webp: string; jpg: string } {
  const base = `${photoCopyBase(image, "avatar")}-${AVATAR_PHOTO_SIZE}`;
  return { webp: `${base}.webp`, jpg: `${base}.jpg` };
}

/** A section's drawing without its sky, for a panel that paints the sky itself (scripts/generate-assets.ts). */
export const SCENE_IMAGE_SIZE = { width: 1200, height: 300 } as const;

export function sceneImage(scene: string): string {
  return `/generated/scenes/${scene}.webp`;
}
