/**
 * Build-time images into public/generated/: logo, og/ share images, a .jpg and .webp per assets/images/ SVG,
 * scenes/ and the editor's photos sized (photos/); newer outputs kept (docs/decisions/fonts-palette-and-artwork.md)
 */
// The build's configuration (environment, then .env) first: content/ reads it as it loads.
import "./lib/build-config";
// With --edit (before the editing server), a wrong data file does not stop it: the screen names it.
import "./lib/preview-content";

import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import opentype, { type Font } from "opentype.js";
import sharp from "sharp";

import { HeroSceneArt } from "../src/components/ui/icons/hero-scenes";
import { heroSceneOf, heroScenes, type HeroScene } from "../src/data/hero-scenes";
import { pageList } from "../src/data/pages";
import { site } from "../src/data/site";
import { removeStaleCopies, uploadedPhotos, writePhotoCopies } from "../lib/build/photo-variants";
import { sceneImage } from "../lib/images";
import { shareImagePath } from "../lib/share-image";

const OUT = "public/generated";
const THEME: Record<string, string> = {
  "--color-brand-500": "#3f9a62",
  "--color-brand-600": "#2f8150",
  "--color-brand-700": "#2a6a43",
  "--color-brand-800": "#1f5535",
  "--color-brand-900": "#17402a",
  "--color-brand-950": "#0f2a1c",
  "--color-accent-200": "#f6dc98",
  "--color-accent-300": "#f3c96a",
  "--color-accent-400": "#f2b33d",
  "--color-accent-500": "#e8982e",
};

/** A section's hero drawing as standalone SVG at 1200 × 300, the theme's colours inlined. */
const sceneArt = (scene: HeroScene) =>
  inlineTheme(renderToStaticMarkup(createElement(HeroSceneArt, { scene, width: 1200, height: 300 }))).replace(
    "<svg ",
    '<svg xmlns="http://www.w3.org/2000/svg" ',
  );
const ART_SOURCES = ["src/components/ui/icons/hero-scenes.tsx", "src/data/hero-scenes.ts"];

/** librsvg doesn't know CSS variables: inline the theme colours. */
function inlineTheme(svg: string): string {
  return svg.replace(/var\((--color-[a-z0-9-]+)\)/g, (_, name: string) => THEME[name] ?? "#2a6a43");
}

function isFresh(output: string, source: string): boolean {
  return existsSync(output) && statSync(output).mtimeMs >= statSync(source).mtimeMs;
}

async function logo() {
  const output = path.join(OUT, "logo.png");
  if (isFresh(output, "assets/brand/logo.svg")) return;
  await sharp(readFileSync("assets/brand/logo.svg"), { density: 800 }).resize(512, 512).png().toFile(output);
}

async function defaultShareImage() {
  const output = path.join(OUT, "og/default.png");
  mkdirSync(path.dirname(output), { recursive: true });
  if ([...ART_SOURCES, "assets/brand/logo.svg"].every((source) => isFresh(output, source))) return;
  const logoMark = readFileSync("assets/brand/logo.svg", "utf8").replace(
    "<svg ",
    '<svg width="180" height="180" ',
  );
  const card = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${THEME["--color-brand-950"]}"/><stop offset="1" stop-color="${THEME["--color-brand-800"]}"/>
    </linearGradient></defs>
    <rect width="1200" height="630" fill="url(#sky)"/>
  </svg>`;
  await sharp(Buffer.from(card))
    .composite([
      { input: Buffer.from(sceneArt("city")), top: 330, left: 0 },
      { input: Buffer.from(logoMark), top: 110, left: 510 },
    ])
    .png()
    .toFile(output);
}

function svgFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".svg"))
    .map((file) => path.join(dir, file));
}

async function pageImages() {
  const sources = svgFiles("assets/images");
  for (const source of sources) {
    const base = path.join(OUT, "images", path.relative("assets/images", source)).replace(/\.svg$/, "");
    mkdirSync(path.dirname(base), { recursive: true });
    if (isFresh(`${base}.jpg`, source) && isFresh(`${base}.webp`, source)) continue;
    const svg = Buffer.from(inlineTheme(readFileSync(source, "utf8")));
    await sharp(svg)
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 78, mozjpeg: true })
      .toFile(`${base}.jpg`);
    await sharp(svg).webp({ quality: 72 }).toFile(`${base}.webp`);
  }
  return sources.length;
}

function loadFont(weight: number): Font {
  const file = readFileSync(`node_modules/@fontsource/figtree/files/figtree-latin-${weight}-normal.woff`);
  return opentype.parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
}

/** Breaks text into lines no wider than `width` at `size`. */
function wrap(font: Font, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && font.getAdvanceWidth(`${last} ${word}`, size) <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * One 1200×630 share image per page: the page's title in Figtree (drawn as paths, so no font is
 * needed at render time) over the site's landscape artwork, with the logo and the site's name.
 */
async function pageShareImages() {
  const sources = [
    "src/data/pages.ts",
    // The events pages take their titles from the events' files (src/data/events.ts), one folder per
    // kind; a folder itself changes when a file is added or removed.
    ...readdirSync("content/events").flatMap((kind) => {
      const folder = path.join("content/events", kind);
      return [folder, ...readdirSync(folder).map((file) => path.join(folder, file))];
    }),
    ...ART_SOURCES,
    "assets/brand/logo.svg",
    "scripts/generate-assets.ts",
  ];
  const heavy = loadFont(800);
  const regular = loadFont(600);
  const logoMark = readFileSync("assets/brand/logo.svg", "utf8").replace(
    "<svg ",
    '<svg width="76" height="76" ',
  );
  let written = 0;
  for (const page of pageList) {
    const output = path.join("public", shareImagePath(page.path));
    mkdirSync(path.dirname(output), { recursive: true });
    if (sources.every((source) => isFresh(output, source))) continue;
    let size = 76;
    let lines = wrap(heavy, page.hero.title, size, 1040);
    while (lines.length > 3 && size > 48) {
      size -= 6;
      lines = wrap(heavy, page.hero.title, size, 1040);
    }
    const titlePaths = lines
      .map((line, index) => heavy.getPath(line, 80, 250 + index * size * 1.12, size).toPathData(1))
      .join(" ");
    const name = regular.getPath(site.name, 176, 122, 34).toPathData(1);
    const card = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
      <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${THEME["--color-brand-950"]}"/><stop offset="1" stop-color="${THEME["--color-brand-800"]}"/>
      </linearGradient></defs>
      <rect width="1200" height="630" fill="url(#sky)"/>
      <rect x="80" y="${250 + lines.length * size * 1.12 - size * 0.55}" width="120" height="8" rx="4" fill="${THEME["--color-accent-400"]}"/>
      <path d="${name}" fill="#ffffff"/>
      <path d="${titlePaths}" fill="#ffffff"/>
    </svg>`;
    await sharp(Buffer.from(card))
      .composite([
        { input: Buffer.from(sceneArt(heroSceneOf(page))), top: 330, left: 0 },
        { input: Buffer.from(logoMark), top: 70, left: 80 },
      ])
      .png({ compressionLevel: 9 })
      .toFile(output);
    written += 1;
  }
  return written;
}

/** Each section's drawing on a clear ground, for the panels beside a feature list (lib/images.ts `sceneImage`). */
async function sceneImages() {
  for (const scene of heroScenes) {
    const output = path.join("public", sceneImage(scene));
    mkdirSync(path.dirname(output), { recursive: true });
    if (ART_SOURCES.every((source) => isFresh(output, source))) continue;
    // Flat colours: a palette, then lossless WebP, beat a lossy WebP (7–11 KB a scene).
    const palette = await sharp(Buffer.from(sceneArt(scene)))
      .png({ palette: true })
      .toBuffer();
    await sharp(palette).webp({ lossless: true }).toFile(output);
  }
}

/** The editor's uploads, sized: pages' hero photos, and people's photos cropped to their faces; a removed upload's copies go. */
async function photoCopies() {
  let written = 0;
  for (const [folder, kind] of [
    ["images/pages", "hero"],
    ["images/people", "avatar"],
  ] as const) {
    const images = uploadedPhotos("public", folder);
    for (const image of images) if (await writePhotoCopies("public", image, kind)) written += 1;
    removeStaleCopies("public", kind, images);
  }
  return written;
}

mkdirSync(OUT, { recursive: true });
await logo();
await defaultShareImage();
const count = await pageImages();
const shares = await pageShareImages();
await sceneImages();
const photos = await photoCopies();
console.log(
  `assets: logo, share images (${shares} new), ${count} page image(s) and photo copies (${photos} new) ready in ${OUT}/`,
);
