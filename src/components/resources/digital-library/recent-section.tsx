import { Section } from "@/src/components/ui/section";
import type { LibraryItem } from "@/src/data/digital-library";

import { LibraryItemName } from "./library-item-name";
import { LibraryItemType } from "./library-item-type";

type RecentSectionProps = { title: string; items: readonly LibraryItem[] };

/** Recently added items, as a compact list. */
export function RecentSection({ title, items }: RecentSectionProps) {
  return (
    <Section
      data-library-section
      heading={{ id: "library-recent-title", title, align: "start", className: "mb-6 sm:mb-8" }}
    >
      <ul className="divide-y divide-line rounded-card border border-line bg-surface">
        {items.map((item) => (
          <li
            key={item.title}
            className="flex flex-col gap-2 p-5 sm:flex-row sm:items-start sm:gap-6 sm:p-6"
            data-library-item={item.type}
          >
            <div className="sm:w-32 sm:shrink-0">
              <LibraryItemType type={item.type} />
            </div>
            <div className="flex-1">
              <h3 className="font-semibold text-ink">
                <LibraryItemName item={item} />
              </h3>
              <p className="mt-1 leading-relaxed text-muted">{item.description}</p>
            </div>
            <p className="text-sm font-medium text-muted sm:shrink-0">{item.meta}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
