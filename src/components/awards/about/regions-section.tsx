import { Icon } from "@/src/components/ui/icon";
import { Section } from "@/src/components/ui/section";
import type { AwardRegion } from "@/content/types";

type RegionsSectionProps = {
  heading: { title: string; subtitle: string };
  regions: readonly { name: AwardRegion; summary: string }[];
};

/** The five award regions. */
export function RegionsSection({ heading, regions }: RegionsSectionProps) {
  return (
    <Section
      tone="muted"
      heading={{ id: "awards-regions-title", title: heading.title, subtitle: heading.subtitle }}
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {regions.map((region) => (
          <li key={region.name} className="rounded-card border border-line bg-surface p-5 shadow-card">
            <h3 className="flex items-center gap-2 font-semibold text-ink">
              <Icon name="globe" className="size-5 text-brand-700" />
              {region.name}
            </h3>
            <p className="mt-2 text-sm leading-relaxed text-muted">{region.summary}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
