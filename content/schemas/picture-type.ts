/**
 * What a photo file is, told by its first bytes, never by its name: the raster formats the site
 * accepts for photos. An SVG (text that a browser may run scripts in), an HTML page or anything
 * else is none of them.
 */
const PHOTO_TYPES = ["jpeg", "png", "webp", "avif"] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

/** The file name endings of each type; a photo's name must end in one of its type's. */
const PHOTO_EXTENSIONS: Record<PhotoType, readonly string[]> = {
  jpeg: ["jpg", "jpeg"],
  png: ["png"],
  webp: ["webp"],
  avif: ["avif"],
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** The photo type of a file's bytes, or undefined when they are not a JPEG, PNG, WebP or AVIF. */
export function photoType(bytes: Uint8Array): PhotoType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  if (
    startsWith(bytes, ascii("ftyp"), 4) &&
    (startsWith(bytes, ascii("avif"), 8) || startsWith(bytes, ascii("avis"), 8))
  )
    return "avif";
  return undefined;
}

/** The photo type a file name promises by its ending, if it is one of the accepted ones. */
export function photoTypeOfName(name: string): PhotoType | undefined {
  const extension = name.slice(name.lastIndexOf(".") + 1).toLowerCase();
  return PHOTO_TYPES.find((type) => PHOTO_EXTENSIONS[type].includes(extension));
}
