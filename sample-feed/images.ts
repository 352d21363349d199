/** Featured images of the sample posts: six park scenes drawn as SVG, served as JPEG. */
import sharp from "sharp";

type Palette = { sky: string; hill: string; tree: string; sun: string };

const PALETTES: readonly [Palette, ...Palette[]] = [
  { sky: "#cfe8d8", hill: "#3f9a62", tree: "#1f5535", sun: "#f2b33d" },
  { sky: "#f6dc98", hill: "#2f8150", tree: "#17402a", sun: "#ffffff" },
  { sky: "#d9ecf2", hill: "#5aa877", tree: "#2a6a43", sun: "#f3c96a" },
  { sky: "#e7f1e3", hill: "#6fb37f", tree: "#1f5535", sun: "#f2b33d" },
  { sky: "#cde3f0", hill: "#2f8150", tree: "#0f2a1c", sun: "#f6dc98" },
  { sky: "#fbe7c6", hill: "#4c9a68", tree: "#2a6a43", sun: "#f2b33d" },
];

function scene(variant: number): string {
  const colours: Palette = PALETTES[variant % PALETTES.length] ?? PALETTES[0];
  const trees = Array.from({ length: 5 }, (_, i) => {
    const x = 120 + i * 230 + ((variant * 37 + i * 53) % 90);
    const r = 50 + ((variant * 11 + i * 17) % 40);
    return `<rect x="${x - 6}" y="${470 - r}" width="12" height="${r + 40}" fill="#5b4632"/><circle cx="${x}" cy="${440 - r}" r="${r}" fill="${colours.tree}"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
    <rect width="1200" height="675" fill="${colours.sky}"/>
    <circle cx="${900 - variant * 90}" cy="150" r="70" fill="${colours.sun}"/>
    <path d="M0 470 Q 300 ${380 + variant * 10} 600 460 T 1200 440 V 675 H 0 Z" fill="${colours.hill}"/>
    ${trees}
    <path d="M0 600 Q 400 540 700 600 T 1200 590 V 675 H 0 Z" fill="${colours.tree}" opacity="0.55"/>
  </svg>`;
}

const cache = new Map<number, Promise<Buffer>>();

export function sampleImage(variant: number): Promise<Buffer> {
  const cached = cache.get(variant);
  if (cached) return cached;
  const image = sharp(Buffer.from(scene(variant)))
    .jpeg({ quality: 72 })
    .toBuffer();
  cache.set(variant, image);
  return image;
}
