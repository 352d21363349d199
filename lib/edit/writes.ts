/**
 * What the editing screen may write (Keystatic's local API, `POST /api/keystatic/update`), checked before
 * Keystatic sees the request: a dataset's data file or a photo, nothing else; a photo is re-encoded to its
 * pixels (docs/decisions/editing-server-security.md).
 */
import sharp from "sharp";

import { photoType, photoTypeOfName, type PhotoType } from "@/content/schemas/picture-type";

const SEGMENT = "[A-Za-z0-9][A-Za-z0-9_-]*";
/** The largest picture the editor may upload, in pixels (a 50-megapixel camera's). */
const MAX_PHOTO_PIXELS = 50_000_000;

export type WriteRules = { dataFiles: RegExp[]; photos: RegExp };

type StoragePaths = {
  collections?: Record<string, { path?: string }>;
  singletons?: Record<string, { path?: string }>;
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The rules for a Keystatic config: each collection's `path` (`content/board/*`) gives its files
 * (`content/board/<name>.yaml`), each singleton's its one file; photos live under one of `photoFolders`.
 */
export function writeRules(config: StoragePaths, photoFolders: readonly string[]): WriteRules {
  const dataFiles = [
    ...Object.values(config.collections ?? {}).map(({ path = "" }) =>
      path.split("*").map(escape).join(SEGMENT),
    ),
    ...Object.values(config.singletons ?? {}).map(({ path = "" }) => escape(path)),
  ].map((pattern) => new RegExp(`^${pattern}\\.yaml$`));
  const photos = new RegExp(
    `^(?:${photoFolders.map(escape).join("|")})/${SEGMENT}(?:/${SEGMENT})*\\.(?:jpg|jpeg|png|webp|avif)$`,
  );
  return { dataFiles, photos };
}

export type PathKind = "data" | "photo";

/** Whether the screen may write (or read, or delete) `path`, and as what. */
export function pathKind(path: string, rules: WriteRules): PathKind | undefined {
  if (rules.dataFiles.some((rule) => rule.test(path))) return "data";
  if (rules.photos.test(path)) return "photo";
  return undefined;
}

export const notWritable = (path: string) =>
  `Not saved: "${path}" is not a file the editing screen may write. It writes only the datasets' .yaml files and photos (JPEG, PNG, WebP or AVIF).`;
export const svgRefused = (path: string) =>
  `Not saved: "${path}" is an SVG drawing. SVG files can carry scripts, so photos must be JPEG, PNG, WebP or AVIF pictures: export the photo in one of those formats and upload it again.`;
export const notAPicture = (path: string) =>
  `Not saved: "${path}" is not a JPEG, PNG, WebP or AVIF picture. Choose a photo in one of those formats.`;
export const BAD_REQUEST = "Not saved: the editing screen sent a request this server does not understand.";

/** The photo's pixels only, in the format its file name promises. */
async function reencode(bytes: Uint8Array, type: PhotoType): Promise<Buffer> {
  const image = sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: "error" }).rotate();
  switch (type) {
    case "jpeg":
      return image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
    case "png":
      return image.png().toBuffer();
    case "webp":
      return image.webp({ quality: 90 }).toBuffer();
    case "avif":
      return image.avif({ quality: 70 }).toBuffer();
  }
}

const looksLikeSvg = (bytes: Uint8Array) =>
  /<svg[\s>]/i.test(Buffer.from(bytes.subarray(0, 4096)).toString("latin1"));

/** One addition's contents as they will be written, or why they are refused. */
async function checkedContents(
  path: string,
  contents: string,
  rules: WriteRules,
): Promise<{ contents: string } | { refusal: string }> {
  const kind = pathKind(path, rules);
  if (/\.svgz?$/i.test(path)) return { refusal: svgRefused(path) };
  if (kind === undefined) return { refusal: notWritable(path) };
  if (kind === "data") return { contents };
  const bytes = Buffer.from(contents, "base64url");
  const target = photoTypeOfName(path);
  if (target === undefined || photoType(bytes) === undefined)
    return { refusal: looksLikeSvg(bytes) ? svgRefused(path) : notAPicture(path) };
  try {
    return { contents: (await reencode(bytes, target)).toString("base64url") };
  } catch {
    return { refusal: notAPicture(path) };
  }
}

type Update = { additions: { path: string; contents: string }[]; deletions: { path: string }[] };

function isUpdate(value: unknown): value is Update {
  if (typeof value !== "object" || value === null) return false;
  const { additions, deletions } = value as Record<string, unknown>;
  const isEntry = (entry: unknown, withContents: boolean) =>
    typeof entry === "object" &&
    entry !== null &&
    typeof (entry as Record<string, unknown>).path === "string" &&
    (!withContents || typeof (entry as Record<string, unknown>).contents === "string");
  return (
    Array.isArray(additions) &&
    Array.isArray(deletions) &&
    additions.every((entry) => isEntry(entry, true)) &&
    deletions.every((entry) => isEntry(entry, false))
  );
}

export type UpdateCheck = { ok: true; body: string } | { ok: false; message: string };

/**
 * Checks one update request's JSON body: every path written or deleted must pass the rules and
 * every photo must be a picture. Returns the body to hand to Keystatic (photos re-encoded and
 * first), or the first refusal; a refused request writes nothing.
 */
export async function checkUpdate(body: string, rules: WriteRules): Promise<UpdateCheck> {
  let update: unknown;
  try {
    update = JSON.parse(body);
  } catch {
    return { ok: false, message: BAD_REQUEST };
  }
  if (!isUpdate(update)) return { ok: false, message: BAD_REQUEST };
  const refused = update.deletions.find(({ path }) => pathKind(path, rules) === undefined);
  if (refused) return { ok: false, message: notWritable(refused.path) };
  const additions = [];
  for (const { path, contents } of update.additions) {
    const checked = await checkedContents(path, contents, rules);
    if ("refusal" in checked) return { ok: false, message: checked.refusal };
    additions.push({ path, contents: checked.contents, kind: pathKind(path, rules) });
  }
  // Keystatic writes in order: photos before the data file that names them, so the preview, which
  // reads a data file the moment it changes, never finds a photo missing.
  additions.sort((a, b) => Number(a.kind === "data") - Number(b.kind === "data"));
  return {
    ok: true,
    body: JSON.stringify({
      additions: additions.map(({ path, contents }) => ({ path, contents })),
      deletions: update.deletions,
    }),
  };
}
