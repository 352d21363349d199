import { Card, CardBody, CardText, CardTitle, IconTile } from "@/src/components/ui/card";
import { Icon } from "@/src/components/ui/icon";
import { Section } from "@/src/components/ui/section";
import { SectionHeading } from "@/src/components/ui/section-heading";
import type { AwardCategoryInfo } from "@/content/awards/programme";

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
    <Section aria-labelledby="awards-categories-title">
      <SectionHeading id="awards-categories-title" title={heading.title} subtitle={heading.subtitle} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {categories.map((category) => (
          <li key={category.name} className="flex">
            <Card className="flex-1">
              <CardBody>
                <IconTile>
                  <Icon name={category.icon} />
                </IconTile>
                <CardTitle>
                  {category.name}
                  {category.fullName && (
                    <>
                      {" "}
                      <span className="block text-sm font-medium text-muted">({category.fullName})</span>
                    </>
                  )}
                </CardTitle>
                <CardText>{category.summary}</CardText>
              </CardBody>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
