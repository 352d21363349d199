import type { ReactNode } from "react";

import { CardGrid, type CardColumns } from "./card-grid";
import { Section } from "./section";

type CardGridSectionProps = {
  /** The heading's id, which names the section. */
  id: string;
  /** The section's own id, where a link or the page's menu points at it. */
  sectionId?: string;
  tone?: "plain" | "muted";
  heading: { eyebrow?: string; title: ReactNode; subtitle?: ReactNode };
  columns: CardColumns;
  children: ReactNode;
  /** What follows the grid inside the section. */
  after?: ReactNode;
};

/** A page section that is a heading over a grid of cards (committees, portfolios, award categories…). */
export function CardGridSection({
  id,
  sectionId,
  tone,
  heading,
  columns,
  children,
  after,
}: CardGridSectionProps) {
  return (
    <Section id={sectionId} tone={tone} heading={{ id, ...heading }}>
      <CardGrid columns={columns}>{children}</CardGrid>
      {after}
    </Section>
  );
}
