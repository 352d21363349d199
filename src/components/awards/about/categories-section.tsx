import { CardGridSection } from "@/src/components/ui/card-grid-section";
import { IconCard } from "@/src/components/ui/icon-card";
import type { AwardCategoryInfo } from "@/src/data/awards/programme";

type CategoriesSectionProps = {
  heading: { title: string; subtitle: string };
  categories: readonly AwardCategoryInfo[];
};

/**
 * The six award categories (docs/product.md §3), each with its icon and what it recognises. An acronym's full
 * name follows in brackets on its own line, so the heading reads "ILUP Awards (International …)".
 */
export function CategoriesSection({ heading, categories }: CategoriesSectionProps) {
  return (
    <CardGridSection id="awards-categories-title" heading={heading} columns="sm2-lg3">
      {categories.map((category) => (
        <IconCard
          key={category.name}
          icon={category.icon}
          cardClassName="flex-1"
          title={
            <>
              {category.name}
              {category.fullName && (
                <>
                  {" "}
                  <span className="block text-sm font-medium text-muted">({category.fullName})</span>
                </>
              )}
            </>
          }
          text={category.summary}
        />
      ))}
    </CardGridSection>
  );
}
