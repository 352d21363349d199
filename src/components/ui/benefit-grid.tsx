import type { BenefitCard } from "@/content/types";
import { cn } from "@/lib/utils";

import { Card, CardBody, CardText, CardTitle, IconTile } from "./card";
import { Icon } from "./icon";

type BenefitGridProps = {
  benefits: readonly BenefitCard[];
  /** Cards per row on wide screens. */
  columns?: 3 | 4;
};

/** Benefit cards (icon, title, sentence) in a responsive grid: one column, then two, then three or four. */
export function BenefitGrid({ benefits, columns = 3 }: BenefitGridProps) {
  return (
    <ul className={cn("grid gap-6 sm:grid-cols-2", columns === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3")}>
      {benefits.map((benefit) => (
        <li key={benefit.title} className="flex">
          <Card className="w-full">
            <CardBody>
              <IconTile>
                <Icon name={benefit.icon} />
              </IconTile>
              <CardTitle>{benefit.title}</CardTitle>
              <CardText>{benefit.description}</CardText>
            </CardBody>
          </Card>
        </li>
      ))}
    </ul>
  );
}
