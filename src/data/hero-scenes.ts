/**
 * Which hero drawing and colour each section of the site wears, by its site-map group; partners sit with the
 * network (docs/decisions/visual-identity.md).
 */
import type { SitemapGroupId } from "./pages";

export const heroScenes = [
  "civic",
  "network",
  "membership",
  "resources",
  "events",
  "awards",
  "city",
] as const;
export type HeroScene = (typeof heroScenes)[number];

const SCENE_OF_GROUP: Record<SitemapGroupId, HeroScene> = {
  start: "city",
  about: "civic",
  governance: "civic",
  network: "network",
  membership: "membership",
  resources: "resources",
  events: "events",
  awards: "awards",
};

/** Pages whose scene is not their group's. */
const SCENE_OF_PATH: Readonly<Record<string, HeroScene>> = { "/partners": "network" };

export function heroSceneOf(page: { path: string; group: SitemapGroupId } | undefined): HeroScene {
  if (!page) return "city";
  return SCENE_OF_PATH[page.path] ?? SCENE_OF_GROUP[page.group];
}

/** Each scene's sky: a deep gradient that keeps the hero's white text above 7:1. */
export const HERO_SKY: Record<HeroScene, string> = {
  city: "from-brand-950 via-brand-900 to-brand-800",
  civic: "from-[oklch(0.22_0.04_175)] via-[oklch(0.27_0.05_170)] to-[oklch(0.33_0.06_165)]",
  network: "from-[oklch(0.22_0.05_240)] via-[oklch(0.27_0.06_235)] to-[oklch(0.33_0.07_225)]",
  membership: "from-[oklch(0.22_0.05_150)] via-[oklch(0.28_0.07_145)] to-[oklch(0.34_0.08_140)]",
  resources: "from-[oklch(0.22_0.04_270)] via-[oklch(0.27_0.05_265)] to-[oklch(0.33_0.06_255)]",
  events: "from-[oklch(0.22_0.05_340)] via-[oklch(0.27_0.06_345)] to-[oklch(0.33_0.07_350)]",
  awards: "from-[oklch(0.23_0.04_70)] via-[oklch(0.28_0.05_65)] to-[oklch(0.34_0.06_60)]",
};
