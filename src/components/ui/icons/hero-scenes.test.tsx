import { render } from "@testing-library/react";

import { HERO_SKY, heroSceneOf, heroScenes } from "@/src/data/hero-scenes";
import { pageList, sitemapGroups } from "@/src/data/pages";

import { HeroSceneArt } from "./hero-scenes";

describe("hero scenes", () => {
  it("draw each scene differently, on a sky of its own, hidden from assistive technology", () => {
    const drawings = heroScenes.map((scene) => {
      const svg = render(<HeroSceneArt scene={scene} />).container.querySelector("svg")!;
      expect(svg).toHaveAttribute("aria-hidden", "true");
      expect(svg).toHaveAttribute("data-hero-scene", scene);
      return svg.innerHTML;
    });
    expect(new Set(drawings).size).toBe(heroScenes.length);
    expect(new Set(heroScenes.map((scene) => HERO_SKY[scene])).size).toBe(heroScenes.length);
  });

  it("give every site-map group a scene, and partners the network's", () => {
    for (const group of sitemapGroups)
      expect(heroScenes).toContain(heroSceneOf({ path: "/x", group: group.id }));
    const partners = pageList.find((page) => page.path === "/partners");
    const regions = pageList.find((page) => page.path === "/regions");
    expect(heroSceneOf(partners)).toBe(heroSceneOf(regions));
    expect(heroSceneOf(undefined)).toBe("city");
  });

  it("use every scene on some page: seven sections, seven drawings", () => {
    expect(new Set(pageList.map((page) => heroSceneOf(page)))).toEqual(new Set(heroScenes));
  });
});
