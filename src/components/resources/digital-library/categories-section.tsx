import { Card, CardBody, CardText, CardTitle, IconTile } from "@/src/components/ui/card";
import { Icon } from "@/src/components/ui/icon";
import { Section } from "@/src/components/ui/section";
import { SectionHeading } from "@/src/components/ui/section-heading";
import type { LibraryCategory } from "@/content/digital-library";
import { formatCount } from "@/lib/count-up";

type CategoriesSectionProps = { title: string; subtitle: string; categories: readonly LibraryCategory[] };

/** The four library collections with their item counts. */
export function CategoriesSection({ title, subtitle, categories }: CategoriesSectionProps) {
  return (
    <Section aria-labelledby="library-categories-title">
      <SectionHeading id="library-categories-title" title={title} subtitle={subtitle} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {categories.map((category) => (
          <li key={category.name} className="flex">
            <Card className="w-full">
              <CardBody>
                <IconTile>
                  <Icon name={category.icon} />
                </IconTile>
                <CardTitle>{category.name}</CardTitle>
                <p className="text-2xl font-extrabold text-brand-800">
                  {formatCount(category.count, true)} {category.unit}
                </p>
                <CardText>{category.description}</CardText>
              </CardBody>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
