// @vitest-environment node
import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { PHOTO_FOLDERS } from "@/cms/fields";
import config from "@/keystatic.config";

import {
  BAD_REQUEST,
  checkUpdate,
  notAPicture,
  notWritable,
  pathKind,
  svgRefused,
  writeRules,
} from "./writes";

const rules = writeRules(config, Object.values(PHOTO_FOLDERS));
const encode = (bytes: Uint8Array | string) => Buffer.from(bytes).toString("base64url");
const update = (additions: { path: string; contents: string }[], deletions: { path: string }[] = []) =>
  JSON.stringify({ additions, deletions });

/** A small JPEG carrying EXIF text that must not survive the upload. */
async function jpegWithMetadata(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: "#2f855a" } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: "SECRET-EXIF-MARK", Artist: "Somebody" } } })
    .toBuffer();
}

describe("what the editing screen may write", () => {
  it("allows each dataset's own .yaml files and photos under the photos' folder", () => {
    expect(pathKind("content/board/tim-geyer.yaml", rules)).toBe("data");
    expect(pathKind("content/events/symposium/2027.yaml", rules)).toBe("data");
    expect(pathKind("content/programme/2025-10-08.yaml", rules)).toBe("data");
    expect(pathKind("content/contacts/contacts.yaml", rules)).toBe("data");
    expect(pathKind("public/images/people/tim-geyer/image.jpg", rules)).toBe("photo");
    expect(pathKind("public/images/people/some-entry/chairImage.webp", rules)).toBe("photo");
    // A partner's logo (issue 30) goes where photos go, under the same rules: a picture, never an SVG.
    expect(pathKind("public/images/people/paysalia/logo.png", rules)).toBe("photo");
    expect(pathKind("public/images/people/paysalia/logo.svg", rules)).toBeUndefined();
    // A page's hero photo and the file that lists them (issue 30): their own folder, the same rules.
    expect(pathKind("content/page-photos/page-photos.yaml", rules)).toBe("data");
    expect(pathKind("public/images/pages/membership.jpg", rules)).toBe("photo");
    expect(pathKind("public/images/pages/membership.svg", rules)).toBeUndefined();
  });

  it("refuses every path of the audit (issue 26): code, pages, scripts, look-alike folders, dotfiles", () => {
    for (const path of [
      "src/data/board.ts",
      "src/data/staff.ts",
      "src/data/plans.ts",
      "src/data/partners.ts",
      "src/data/regions.ts",
      "src/data/committees.ts",
      "src/data/portfolios.ts",
      "content/boardX/csrf.yaml",
      "content/plans-escape6.ts",
      "public/images/people.html",
      "public/images/people-x/evil.js",
      "public/images/evil.jpg",
      "public/images/pages-x/evil.jpg",
      "public/images/pages.html",
      "public/generated/photos/pages/membership-640.webp",
      "public/images/people/tim-geyer/image.svg",
      "public/images/people/tim-geyer/image.html",
      "content/board/.env.yaml",
      "content/board/../../astro.config.ts",
      "content/board/sub/entry.yaml",
      "content/board/tim-geyer.yml",
      "content/board/tim-geyer.yaml.ts",
      "content/contacts/contacts.ts",
      "src/pages/index.astro",
      ".git/config",
    ])
      expect(pathKind(path, rules), path).toBeUndefined();
  });

  it("answers a refused path with the editor's words and writes nothing", async () => {
    const result = await checkUpdate(
      update([
        { path: "content/board/new-director.yaml", contents: encode("name: A\n") },
        { path: "src/data/board.ts", contents: encode("export default 1") },
      ]),
      rules,
    );
    expect(result).toEqual({ ok: false, message: notWritable("src/data/board.ts") });
    expect(await checkUpdate(update([], [{ path: "keystatic.config.ts" }]), rules)).toEqual({
      ok: false,
      message: notWritable("keystatic.config.ts"),
    });
  });

  it("refuses an SVG photo, whatever its name, and anything that is not a picture", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const svgPath = "public/images/people/tim-geyer/image.svg";
    expect(await checkUpdate(update([{ path: svgPath, contents: encode(svg) }]), rules)).toEqual({
      ok: false,
      message: svgRefused(svgPath),
    });
    const disguised = "public/images/people/tim-geyer/image.png";
    expect(
      await checkUpdate(
        update([{ path: disguised, contents: encode(`<?xml version="1.0"?>${svg}`) }]),
        rules,
      ),
    ).toEqual({
      ok: false,
      message: svgRefused(disguised),
    });
    expect(
      await checkUpdate(update([{ path: disguised, contents: encode("<html><script>1</script>") }]), rules),
    ).toEqual({
      ok: false,
      message: notAPicture(disguised),
    });
    // A JPEG's first bytes followed by anything else is not a picture either.
    const truncated = "public/images/people/tim-geyer/image.jpg";
    expect(
      await checkUpdate(
        update([{ path: truncated, contents: encode(Buffer.from([0xff, 0xd8, 0xff, 0, 1])) }]),
        rules,
      ),
    ).toEqual({
      ok: false,
      message: notAPicture(truncated),
    });
  });

  it("re-encodes a photo: the same picture, without its metadata, in the format its name promises", async () => {
    const original = await jpegWithMetadata();
    expect(original.includes("SECRET-EXIF-MARK")).toBe(true);
    const path = "public/images/people/tim-geyer/image.jpg";
    const result = await checkUpdate(update([{ path, contents: encode(original) }]), rules);
    if (!result.ok) throw new Error(result.message);
    const [saved] = (JSON.parse(result.body) as { additions: { contents: string }[] }).additions;
    const bytes = Buffer.from(saved?.contents ?? "", "base64url");
    expect(bytes.includes("SECRET-EXIF-MARK")).toBe(false);
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 40, height: 30 });
    expect(metadata.exif).toBeUndefined();

    const png = await sharp(original).png().toBuffer();
    const asWebp = await checkUpdate(
      update([{ path: "public/images/people/x/image.webp", contents: encode(png) }]),
      rules,
    );
    if (!asWebp.ok) throw new Error(asWebp.message);
    const webp = Buffer.from(
      (JSON.parse(asWebp.body) as { additions: { contents: string }[] }).additions[0]?.contents ?? "",
      "base64url",
    );
    expect((await sharp(webp).metadata()).format).toBe("webp");
  });

  it("writes photos before the data file that names them", async () => {
    const photo = await jpegWithMetadata();
    const result = await checkUpdate(
      update([
        {
          path: "content/board/tim-geyer.yaml",
          contents: encode("image: /images/people/tim-geyer/image.jpg\n"),
        },
        { path: "public/images/people/tim-geyer/image.jpg", contents: encode(photo) },
      ]),
      rules,
    );
    if (!result.ok) throw new Error(result.message);
    const order = (JSON.parse(result.body) as { additions: { path: string }[] }).additions.map(
      ({ path }) => path,
    );
    expect(order).toEqual(["public/images/people/tim-geyer/image.jpg", "content/board/tim-geyer.yaml"]);
  });

  it("keeps data files as they are and refuses a body it does not understand", async () => {
    const body = update(
      [{ path: "content/plans/regular.yaml", contents: encode("name: Regular\n") }],
      [{ path: "content/plans/old.yaml" }],
    );
    expect(await checkUpdate(body, rules)).toEqual({ ok: true, body });
    for (const bad of ["not json", "{}", '{"additions":[{"path":1}],"deletions":[]}', "null"])
      expect(await checkUpdate(bad, rules)).toEqual({ ok: false, message: BAD_REQUEST });
  });
});
