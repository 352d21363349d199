// @vitest-environment node
import { mkdirSync, rmSync, writeFileSync } from "node:fs";

import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { publicImage } from "./fields";

/** Photos the test writes where the editing screen would, and removes again. */
const FOLDER = `images/people/photo-test-${process.pid}`;

const messages = (value: string) => {
  const result = publicImage().safeParse(value);
  return result.success ? [] : result.error.issues.map(({ message }) => message);
};

beforeAll(async () => {
  mkdirSync(`public/${FOLDER}`, { recursive: true });
  writeFileSync(
    `public/${FOLDER}/photo.jpg`,
    await sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } })
      .jpeg()
      .toBuffer(),
  );
  writeFileSync(
    `public/${FOLDER}/renamed.png`,
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  );
});

afterAll(() => rmSync(`public/${FOLDER}`, { recursive: true, force: true }));

describe("a photo in a content file", () => {
  it("is a JPEG, PNG, WebP or AVIF picture that is in public/", () => {
    expect(messages(`/${FOLDER}/photo.jpg`)).toEqual([]);
  });

  it("is never an SVG, by name or by its bytes", () => {
    expect(messages("/images/people/tim-geyer/image.svg")).toEqual([
      "must be the path of a JPEG, PNG, WebP or AVIF photo in public/, starting with /, such as /images/people/tim-geyer.jpg",
    ]);
    expect(messages(`/${FOLDER}/renamed.png`)).toEqual([
      "is not the JPEG, PNG, WebP or AVIF picture its name says (a renamed file?): upload the photo again",
    ]);
  });

  it("must be there, and inside public/", () => {
    expect(messages(`/${FOLDER}/missing.jpg`)).toEqual([
      "names a photo that is not in public/ (upload it again)",
    ]);
    expect(messages("/../../etc/passwd.jpg")).toHaveLength(1);
  });
});
