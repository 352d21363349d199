import { PageHero } from "@/components/layout/page-hero";
import { ProgramSection } from "@/components/sections/symposium-program/program-section";
import { VenueSection } from "@/components/sections/symposium-program/venue-section";
import { pages } from "@/content/pages";
import { symposium, symposiumHeroActions, symposiumLinks } from "@/content/symposium";
import { programBackLink, programIntro, programVenue, symposiumDays } from "@/content/symposium-program";
import { pageMetadata } from "@/lib/metadata";

const page = pages.symposiumProgram;

export const metadata = pageMetadata(page);

export default function SymposiumProgramPage() {
  return (
    <>
      <PageHero {...page.hero} backLink={programBackLink} />
      <ProgramSection id="program" intro={programIntro} days={symposiumDays} />
      <VenueSection
        id="venue"
        copy={programVenue}
        register={symposiumHeroActions.registerNow}
        venue={symposium}
        links={{ map: symposiumLinks.venueMap.href, register: symposiumLinks.registerNow.href }}
      />
    </>
  );
}
