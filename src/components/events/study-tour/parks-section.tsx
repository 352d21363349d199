import type { ReactNode } from "react";

import { Badge } from "@/src/components/ui/badge";
import { Card, CardBody, CardText, CardTitle } from "@/src/components/ui/card";
import { Icon } from "@/src/components/ui/icon";
import { Section } from "@/src/components/ui/section";
import { studyTourParksIntro as intro } from "@/src/data/study-tour";
import type { StudyTourPark } from "@/content/types";

type ParksSectionProps = {
  id: string;
  parkCount: number;
  /** The tour's length, for the heading: "5 parks in two days". */
  dayCount: number;
  subtitle: string;
  /** The park cards (`ParkCard`). */
  children: ReactNode;
};

const hectares = new Intl.NumberFormat("en-GB");

/** A park's area as the cards and the lightbox caption write it ("117 ha"). */
export const parkArea = (park: Pick<StudyTourPark, "hectares">) => `${hectares.format(park.hectares)} ha`;

/** The parks of the tour as cards; each image opens in a lightbox. */
export function ParksSection({ id, parkCount, dayCount, subtitle, children }: ParksSectionProps) {
  return (
    <Section
      id={id}
      tone="muted"
      heading={{
        id: `${id}-title`,
        eyebrow: intro.eyebrow,
        title: intro.title(parkCount, dayCount),
        subtitle,
      }}
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{children}</ul>
    </Section>
  );
}

/** One park: its image (the `ParkLightbox` island, its child), tag, area, place and description. */
export function ParkCard({ park, children }: { park: StudyTourPark; children: ReactNode }) {
  return (
    <li className="flex">
      <Card className="w-full overflow-hidden">
        {children}
        <CardBody>
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="open">{park.tag}</Badge>
            <span className="text-sm font-semibold text-brand-800">
              {parkArea(park)}
              <span className="sr-only"> {intro.areaUnitHint}</span>
            </span>
          </div>
          <CardTitle>{park.name}</CardTitle>
          <p className="flex items-center gap-1.5 text-sm text-muted">
            <Icon name="map-pin" className="size-4 shrink-0" />
            {park.location}
          </p>
          <CardText>{park.description}</CardText>
        </CardBody>
      </Card>
    </li>
  );
}
