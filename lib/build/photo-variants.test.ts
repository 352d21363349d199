import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { avatarPhotoSources, heroPhotoSources } from "@/lib/images";
import { removeStaleCopies, uploadedPhotos, writePhotoCopies } from "./photo-variants";

let publicDir: string;

beforeEach(() => {
  publicDir = mkdtempSync(path.join(tmpdir(), "photo-variants-"));
});
afterEach(() => rmSync(publicDir, { recursive: true, force: true }));

/** A grey photo, `width` × `height`, with one red disc (what draws the eye) centred at `discX`. */
async function upload(image: string, width: number, height: number, discX: number): Promise<void> {
  await mkdir(path.dirname(path.join(publicDir, image)), { recursive: true });
  const disc = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${discX}" cy="${height / 2}" r="${height / 4}" fill="#e01010"/></svg>`;
  await sharp({ create: { width, height, channels: 3, background: "#808080" } })
    .composite([{ input: Buffer.from(disc) }])
    .jpeg()
    .toFile(path.join(publicDir, image));
}

const sizeOf = async (file: string) => {
  const { width, height, format } = await sharp(path.join(publicDir, file)).metadata();
  return { width, height, format };
};

describe("the sized copies of uploaded photos", () => {
  it("lists the uploads of a folder as the site serves them", async () => {
    await upload("images/pages/park.jpg", 100, 50, 50);
    await upload("images/pages/nested/lawn.jpg", 100, 50, 50);
    expect(uploadedPhotos(publicDir, "images/pages").sort()).toEqual([
      "/images/pages/nested/lawn.jpg",
      "/images/pages/park.jpg",
    ]);
    expect(uploadedPhotos(publicDir, "images/none")).toEqual([]);
  });

  it("serves a hero photo at each width as WebP, and a JPEG, never larger than the upload", async () => {
    await upload("images/pages/park.jpg", 1600, 900, 800);
    expect(await writePhotoCopies(publicDir, "/images/pages/park.jpg", "hero")).toBe(true);
    const sources = heroPhotoSources("/images/pages/park.jpg");
    const widths = sources.srcSet.split(", ").map((candidate) => candidate.split(" "));
    for (const [file, descriptor] of widths) {
      const width = Number(descriptor?.replace("w", ""));
      expect(await sizeOf(file ?? "")).toEqual({
        width: Math.min(width, 1600),
        height: Math.round((Math.min(width, 1600) * 900) / 1600),
        format: "webp",
      });
    }
    expect((await sizeOf(sources.jpg)).format).toBe("jpeg");
    // Fresh copies are not written again.
    expect(await writePhotoCopies(publicDir, "/images/pages/park.jpg", "hero")).toBe(false);
  });

  it("crops a person's photo square around what draws the eye, not the middle", async () => {
    await upload("images/people/ana/image.jpg", 1200, 300, 1050);
    await writePhotoCopies(publicDir, "/images/people/ana/image.jpg", "avatar");
    const { webp, jpg } = avatarPhotoSources("/images/people/ana/image.jpg");
    expect(await sizeOf(webp)).toEqual({ width: 160, height: 160, format: "webp" });
    expect(await sizeOf(jpg)).toEqual({ width: 160, height: 160, format: "jpeg" });
    // The disc sits near the right edge, far from the middle: the crop still holds it.
    const { channels } = await sharp(path.join(publicDir, webp)).stats();
    const [red, green] = channels;
    expect(red?.mean ?? 0).toBeGreaterThan((green?.mean ?? 0) + 40);
  });

  it("removes the copies of an upload the editor took down, and keeps the others'", async () => {
    await upload("images/pages/park.jpg", 700, 400, 350);
    await upload("images/pages/lawn.jpg", 700, 400, 350);
    await upload("images/people/ana.jpg", 200, 200, 100);
    await writePhotoCopies(publicDir, "/images/pages/park.jpg", "hero");
    await writePhotoCopies(publicDir, "/images/pages/lawn.jpg", "hero");
    await writePhotoCopies(publicDir, "/images/people/ana.jpg", "avatar");
    const onDisk = (file: string) => existsSync(path.join(publicDir, file));
    const taken = heroPhotoSources("/images/pages/lawn.jpg");
    const kept = heroPhotoSources("/images/pages/park.jpg");
    expect([taken.webp, taken.jpg, kept.webp, kept.jpg].every(onDisk)).toBe(true);

    rmSync(path.join(publicDir, "images/pages/lawn.jpg"));
    const removed = removeStaleCopies(publicDir, "hero", uploadedPhotos(publicDir, "images/pages"));
    expect(removed).toHaveLength(4);
    expect([taken.webp, taken.jpg].some(onDisk)).toBe(false);
    expect([kept.webp, kept.jpg].every(onDisk)).toBe(true);
    // Another kind's copies are not this kind's to remove.
    expect(Object.values(avatarPhotoSources("/images/people/ana.jpg")).every(onDisk)).toBe(true);
    expect(removeStaleCopies(publicDir, "hero", uploadedPhotos(publicDir, "images/pages"))).toEqual([]);
  });
});
