/**
 * Illustrations shown in the winners' detail dialogs. No photographs of the winners' projects are
 * available, so each detail shows drawn artwork (assets/images/awards/<key>.svg, rasterised at
 * build time) with a description of what it depicts.
 */
export const awardIllustrations = {
  "riverside-park": "Illustration of a riverside park: a footpath follows the water between trees",
  "neighbourhood-playground":
    "Illustration of a neighbourhood playground with a slide, swings and shade trees",
  "forest-trail": "Illustration of a trail winding through a large wooded park towards distant hills",
  "city-plaza": "Illustration of a green city square with planted beds, benches and a fountain",
  "tree-planting": "Illustration of young trees being planted in a row along a new park edge",
} as const satisfies Record<string, string>;

export type AwardIllustration = keyof typeof awardIllustrations;

/** Width and height of every illustration (its SVG's own size). */
export const AWARD_ILLUSTRATION_SIZE = { width: 800, height: 500 } as const;

export function illustrationPath(key: AwardIllustration): string {
  return `awards/${key}`;
}
