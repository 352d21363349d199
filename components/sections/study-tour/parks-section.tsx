import { Badge } from "@/components/ui/badge";
import { Card, CardBody, CardText, CardTitle } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { PARK_IMAGE_SIZE, studyTourParksIntro as intro, type StudyTourPark } from "@/content/study-tour";

import { ParkLightbox } from "./park-lightbox";

type ParksSectionProps = {
  id: string;
  parks: readonly StudyTourPark[];
};

const hectares = new Intl.NumberFormat("en-GB");

/** The five Lyon parks of the tour as cards; each image opens in a lightbox. */
export function ParksSection({ id, parks }: ParksSectionProps) {
  return (
    <Section id={id} tone="muted" aria-labelledby={`${id}-title`}>
      <SectionHeading
        id={`${id}-title`}
        eyebrow={intro.eyebrow}
        title={intro.title(parks.length)}
        subtitle={intro.subtitle}
      />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {parks.map((park) => {
          const area = `${hectares.format(park.hectares)} ha`;
          return (
            <li key={park.id} className="flex">
              <Card className="w-full overflow-hidden">
                <ParkLightbox
                  name={park.name}
                  caption={`${area} · ${park.location}`}
                  alt={park.alt}
                  photo={park.photo}
                  {...PARK_IMAGE_SIZE}
                />
                <CardBody>
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge tone="open">{park.tag}</Badge>
                    <span className="text-sm font-semibold text-brand-800">
                      {area}
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
        })}
      </ul>
    </Section>
  );
}
