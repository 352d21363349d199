import { Lock } from "lucide-react";

import { Card, CardBody, CardText, CardTitle } from "@/src/components/ui/card";
import { Section } from "@/src/components/ui/section";
import type { LibraryItem } from "@/src/data/digital-library";

import { LibraryItemName } from "./library-item-name";
import { LibraryItemType } from "./library-item-type";

type FeaturedSectionProps = { title: string; subtitle: string; items: readonly LibraryItem[] };

/** Featured resources: larger cards, each marked as open to members. */
export function FeaturedSection({ title, subtitle, items }: FeaturedSectionProps) {
  return (
    <Section tone="muted" data-library-section heading={{ id: "library-featured-title", title, subtitle }}>
      <ul className="grid gap-6 md:grid-cols-3">
        {items.map((item) => (
          <li key={item.title} className="flex" data-library-item={item.type}>
            <Card className="w-full">
              <CardBody>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <LibraryItemType type={item.type} />
                  <span className="inline-flex items-center gap-1 text-xs font-semibold text-muted">
                    <Lock aria-hidden="true" className="size-3.5" />
                    Members only
                  </span>
                </div>
                <CardTitle>
                  <LibraryItemName item={item} />
                </CardTitle>
                <CardText>{item.description}</CardText>
                <p className="mt-auto text-sm font-medium text-ink">{item.meta}</p>
              </CardBody>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
