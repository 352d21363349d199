import type { BenefitCard } from "@/content/types";
import { HERO_SKY, type HeroScene } from "@/src/data/hero-scenes";
import { sceneImage, SCENE_IMAGE_SIZE } from "@/lib/images";
import { cn } from "@/lib/utils";

import { IconTile } from "./card";
import { Icon } from "./icon";

type FeatureListProps = {
  /** The drawing beside the list: a section's scene on its sky. */
  scene: HeroScene;
  items: readonly BenefitCard[];
};

/**
 * A list beside a picture, for reasons and benefits that read as one argument rather than as separate cards: the
 * section's drawing on its sky, then each item's icon, title (a level-3 heading) and sentence, in two columns on a
 * wide screen (docs/decisions/visual-identity.md).
 */
export function FeatureList({ scene, items }: FeatureListProps) {
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-center">
      <div
        className={cn(
          "relative aspect-video overflow-hidden rounded-3xl bg-linear-to-b sm:aspect-[2/1] lg:aspect-[4/3]",
          HERO_SKY[scene],
        )}
      >
        {/* Decorative, and WebP only: every browser the site supports shows it; the sky stays if it fails. */}
        <img
          src={sceneImage(scene)}
          alt=""
          width={SCENE_IMAGE_SIZE.width}
          height={SCENE_IMAGE_SIZE.height}
          loading="lazy"
          decoding="async"
          // The drawing's landmark stands on its right: cropped to that side, larger than the whole strip.
          className="absolute inset-x-0 bottom-0 h-2/3 w-full object-cover object-right-bottom"
        />
      </div>
      <ul className="grid gap-8 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.title} className="flex gap-4">
            <IconTile>
              <Icon name={item.icon} />
            </IconTile>
            <div>
              <h3 className="text-lg font-semibold text-ink">{item.title}</h3>
              <p className="mt-1 leading-relaxed text-muted">{item.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
