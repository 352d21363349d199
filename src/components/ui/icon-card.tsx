import type { ReactNode } from "react";

import type { BenefitCard, IconName } from "@/content/types";

import { Card, CardBody, CardText, CardTitle, IconTile } from "./card";
import { CardGrid } from "./card-grid";
import { Icon } from "./icon";

type IconCardProps = {
  icon: IconName;
  title: ReactNode;
  /** The card's sentence; leave it out to write the card's body yourself (`children`). */
  text?: ReactNode;
  /** What follows the sentence: a list, a link, a button. */
  children?: ReactNode;
  cardClassName?: string;
  tileClassName?: string;
  textClassName?: string;
};

/** One card of a `CardGrid`: its icon in a tile, its title (a level-3 heading), its sentence. */
export function IconCard({
  icon,
  title,
  text,
  children,
  cardClassName = "w-full",
  tileClassName,
  textClassName,
}: IconCardProps) {
  return (
    <li className="flex">
      <Card className={cardClassName}>
        <CardBody>
          <IconTile className={tileClassName}>
            <Icon name={icon} />
          </IconTile>
          <CardTitle>{title}</CardTitle>
          {text !== undefined && <CardText className={textClassName}>{text}</CardText>}
          {children}
        </CardBody>
      </Card>
    </li>
  );
}

/** Benefit cards (icon, title, sentence): one column, then two, then three or four. */
export function BenefitGrid({
  benefits,
  columns = 3,
}: {
  benefits: readonly BenefitCard[];
  columns?: 3 | 4;
}) {
  return (
    <CardGrid columns={columns === 4 ? "sm2-lg4" : "sm2-lg3"}>
      {benefits.map((benefit) => (
        <IconCard key={benefit.title} icon={benefit.icon} title={benefit.title} text={benefit.description} />
      ))}
    </CardGrid>
  );
}
