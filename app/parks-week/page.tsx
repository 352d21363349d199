import { PageHero } from "@/components/layout/page-hero";
import { AddToCalendar } from "@/components/ui/add-to-calendar";
import { AboutSection } from "@/components/sections/parks-week/about-section";
import { ActivitiesSection } from "@/components/sections/parks-week/activities-section";
import { NextEditionCard } from "@/components/sections/parks-week/next-edition-card";
import { ParticipateSection } from "@/components/sections/parks-week/participate-section";
import { PastEditionsSection } from "@/components/sections/parks-week/past-editions-section";
import { ResourcesSection } from "@/components/sections/parks-week/resources-section";
import { JsonLd } from "@/components/ui/json-ld";
import { pages } from "@/content/pages";
import {
  activityGroups,
  activityGroupsIntro,
  nextEditionCopy,
  parksWeekAbout,
  parksWeekEditions,
  parksWeekResources,
  parksWeekRule,
  parksWeekSections,
  participateIntro,
  participationPaths,
  pastEditionsIntro,
  resourcesIntro,
} from "@/content/parks-week";
import { eventJsonLd } from "@/lib/event-json-ld";
import { nextParksWeek } from "@/lib/event-dates";
import { pageMetadata } from "@/lib/metadata";

const page = pages.parksWeek;

export const metadata = pageMetadata(page);

export default function ParksWeekPage() {
  const next = nextParksWeek(new Date());
  return (
    <>
      <JsonLd
        data={eventJsonLd({
          name: `World Parks Week ${next.year}`,
          description: page.description,
          path: page.path,
          startDate: next.start,
          endDate: next.end,
          place: { name: "Parks in cities around the world" },
        })}
      />
      <PageHero
        {...page.hero}
        aside={
          <NextEditionCard id={parksWeekSections.nextEdition} copy={nextEditionCopy} rule={parksWeekRule} />
        }
      >
        <AddToCalendar file="parks-week.ics" eventName={`World Parks Week ${next.year}`} size="lg" />
      </PageHero>
      <AboutSection id={parksWeekSections.about} about={parksWeekAbout} />
      <ActivitiesSection
        id={parksWeekSections.activities}
        intro={activityGroupsIntro}
        groups={activityGroups}
      />
      <ParticipateSection
        id={parksWeekSections.participate}
        intro={participateIntro}
        paths={participationPaths}
      />
      <ResourcesSection
        id={parksWeekSections.resources}
        intro={resourcesIntro}
        resources={parksWeekResources}
      />
      <PastEditionsSection id="past-editions" intro={pastEditionsIntro} editions={parksWeekEditions} />
    </>
  );
}
