import { CardText } from "@/src/components/ui/card";
import { CardGridSection } from "@/src/components/ui/card-grid-section";
import { IconCard } from "@/src/components/ui/icon-card";
import type { LibraryCategory } from "@/src/data/digital-library";
import { formatCount } from "@/lib/count-up";

type CategoriesSectionProps = { title: string; subtitle: string; categories: readonly LibraryCategory[] };

/** The four library collections with their item counts. */
export function CategoriesSection({ title, subtitle, categories }: CategoriesSectionProps) {
  return (
    <CardGridSection id="library-categories-title" heading={{ title, subtitle }} columns="sm2-lg4">
      {categories.map((category) => (
        <IconCard key={category.name} icon={category.icon} title={category.name}>
          <p className="text-2xl font-extrabold text-brand-800">
            {formatCount(category.count, true)} {category.unit}
          </p>
          <CardText>{category.description}</CardText>
        </IconCard>
      ))}
    </CardGridSection>
  );
}
