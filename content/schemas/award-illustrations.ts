/**
 * Illustrations shown in the winners' detail dialogs. No photographs of the winners' projects are
 * available, so each detail shows drawn artwork (assets/images/awards/<key>.svg, rasterised at
 * build time) with a description of what it depicts: its category's, unless the entry picks others.
 */
import type { AwardCategory } from "./vocabulary";

export const awardIllustrations = {
  "riverside-park": "Illustration of a riverside park: a footpath follows the water between trees",
  "neighbourhood-playground":
    "Illustration of a neighbourhood playground with a slide, swings and shade trees",
  "forest-trail": "Illustration of a trail winding through a large wooded park towards distant hills",
  "city-plaza": "Illustration of a green city square with planted beds, benches and a fountain",
  "tree-planting": "Illustration of young trees being planted in a row along a new park edge",
  "park-steward":
    "Illustration of a park's champion on a path over green hills, holding up an award rosette, the city behind",
} as const satisfies Record<string, string>;

export type AwardIllustration = keyof typeof awardIllustrations;

/** Each award category's own drawing, which a winner's story shows unless its entry lists pictures. */
export const awardCategoryIllustrations = {
  "Distinguished Individual Award": "park-steward",
  "Young Park Leader Award": "tree-planting",
  "Leading Parks Organization Award": "riverside-park",
  "Outstanding New Park Project Award": "city-plaza",
  "Neighborhood Parks Award": "neighbourhood-playground",
  "ILUP Awards": "forest-trail",
} as const satisfies Record<AwardCategory, AwardIllustration>;

/** Width and height of every illustration (its SVG's own size). */
export const AWARD_ILLUSTRATION_SIZE = { width: 800, height: 500 } as const;

export function illustrationPath(key: AwardIllustration): string {
  return `awards/${key}`;
}
