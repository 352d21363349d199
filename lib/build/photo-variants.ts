/**
 * The sized copies of the editor's uploads, written at build time into public/generated/photos/ (lib/images.ts
 * names them): a hero photo at three widths as WebP and one as JPEG; a person's photo cropped square around
 * what draws the eye, a face, as sharp's attention strategy finds it (docs/decisions/visual-identity.md).
 */
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";

import sharp from "sharp";

import {
  AVATAR_PHOTO_SIZE,
  HERO_PHOTO_WIDTHS,
  photoCopyBase,
  photoCopyFolder,
  type PhotoKind,
} from "@/lib/images";

const PHOTO = /\.(?:jpe?g|png|webp|avif)$/i;

const isFresh = (output: string, source: string) =>
  existsSync(output) && statSync(output).mtimeMs >= statSync(source).mtimeMs;

/** The photos in `folder` of `publicDir` (and its subfolders), as the site serves them: /images/pages/park.jpg. */
export function uploadedPhotos(publicDir: string, folder: string): string[] {
  const root = path.join(publicDir, folder);
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => PHOTO.test(file))
    .map((file) => `/${path.posix.join(folder, file.split(path.sep).join("/"))}`);
}

/** The files of `image`'s copies of `kind`, under `publicDir`. */
function copyFilesOf(publicDir: string, image: string, kind: PhotoKind): string[] {
  const base = path.join(publicDir, photoCopyBase(image, kind));
  return kind === "hero"
    ? [...HERO_PHOTO_WIDTHS.map((width) => `${base}-${width}.webp`), `${base}-${HERO_PHOTO_WIDTHS[1]}.jpg`]
    : [`${base}-${AVATAR_PHOTO_SIZE}.webp`, `${base}-${AVATAR_PHOTO_SIZE}.jpg`];
}

/**
 * Removes the copies of `kind` whose upload is no longer among `images`: a photo the editor took down (for
 * its licence, say) must not stay on the site under its copies' addresses. Returns the files it removed.
 */
export function removeStaleCopies(publicDir: string, kind: PhotoKind, images: readonly string[]): string[] {
  const root = path.join(publicDir, photoCopyFolder(kind));
  if (!existsSync(root)) return [];
  const kept = new Set(images.flatMap((image) => copyFilesOf(publicDir, image, kind)));
  const stale = readdirSync(root, { recursive: true, encoding: "utf8" })
    .map((file) => path.join(root, file))
    .filter((file) => statSync(file).isFile() && !kept.has(file));
  for (const file of stale) rmSync(file);
  return stale;
}

/** Writes `image`'s copies of `kind` under `publicDir`, unless they are newer than it; says whether it wrote. */
export async function writePhotoCopies(publicDir: string, image: string, kind: PhotoKind): Promise<boolean> {
  const source = path.join(publicDir, image);
  const base = path.join(publicDir, photoCopyBase(image, kind));
  const outputs = copyFilesOf(publicDir, image, kind);
  if (outputs.every((output) => isFresh(output, source))) return false;
  mkdirSync(path.dirname(base), { recursive: true });
  // Turned upright by its orientation tag, then without metadata, as every copy below.
  const photo = sharp(source, { failOn: "error" }).rotate();
  if (kind === "hero") {
    for (const width of HERO_PHOTO_WIDTHS)
      await photo
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 72 })
        .toFile(`${base}-${width}.webp`);
    await photo
      .clone()
      .resize({ width: HERO_PHOTO_WIDTHS[1], withoutEnlargement: true })
      .flatten({ background: "#0f2a1c" })
      .jpeg({ quality: 78, mozjpeg: true })
      .toFile(`${base}-${HERO_PHOTO_WIDTHS[1]}.jpg`);
    return true;
  }
  const square = photo.clone().resize(AVATAR_PHOTO_SIZE, AVATAR_PHOTO_SIZE, {
    fit: "cover",
    position: sharp.strategy.attention,
  });
  await square.clone().webp({ quality: 80 }).toFile(`${base}-${AVATAR_PHOTO_SIZE}.webp`);
  await square
    .clone()
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(`${base}-${AVATAR_PHOTO_SIZE}.jpg`);
  return true;
}
