import { PageHero } from "@/components/layout/page-hero";
import { AboutSection } from "@/components/sections/symposium/about-section";
import { HighlightsSection } from "@/components/sections/symposium/highlights-section";
import { PastSymposiaSection } from "@/components/sections/symposium/past-symposia-section";
import { RegistrationSection } from "@/components/sections/symposium/registration-section";
import { AddToCalendar } from "@/components/ui/add-to-calendar";
import { ButtonLink } from "@/components/ui/button";
import { JsonLd } from "@/components/ui/json-ld";
import { pages } from "@/content/pages";
import {
  pastSymposia,
  pastSymposiaIntro,
  symposium,
  symposiumAbout,
  symposiumFacts,
  symposiumHeroActions,
  symposiumHighlights,
  symposiumHighlightsIntro,
  symposiumLinks,
  symposiumRegistration,
} from "@/content/symposium";
import { eventJsonLd } from "@/lib/event-json-ld";
import { pageMetadata } from "@/lib/metadata";

const page = pages.symposium;

export const metadata = pageMetadata(page);

const structuredData = eventJsonLd({
  name: symposium.name,
  description: page.description,
  path: page.path,
  startDate: symposium.startDate,
  endDate: symposium.endDate,
  place: { name: symposium.venue, locality: symposium.city, country: symposium.countryCode },
});

export default function SymposiumPage() {
  return (
    <>
      <JsonLd data={structuredData} />
      <PageHero {...page.hero}>
        <ButtonLink href={symposiumLinks.registerNow.href} variant="accent" size="lg">
          {symposiumHeroActions.registerNow}
          <span className="sr-only"> for the 2025 Symposium</span>
        </ButtonLink>
        <ButtonLink href={symposiumLinks.registerInterest.href} variant="outline-light" size="lg">
          {symposiumHeroActions.registerInterest}
          <span className="sr-only"> in the 2025 Symposium</span>
        </ButtonLink>
        <ButtonLink href={symposiumHeroActions.viewProgram.href} variant="light" size="lg">
          {symposiumHeroActions.viewProgram.label}
          <span className="sr-only"> of the 2025 Symposium</span>
        </ButtonLink>
        <AddToCalendar file="symposium.ics" eventName="the 2025 Symposium" size="lg" />
      </PageHero>
      <AboutSection id="about" about={symposiumAbout} facts={symposiumFacts} />
      <HighlightsSection id="highlights" intro={symposiumHighlightsIntro} highlights={symposiumHighlights} />
      <RegistrationSection
        id="registration"
        registration={symposiumRegistration}
        links={{
          registerNow: symposiumLinks.registerNow.href,
          registerInterest: symposiumLinks.registerInterest.href,
        }}
        program={symposiumHeroActions.viewProgram}
      />
      <PastSymposiaSection id="previous-editions" intro={pastSymposiaIntro} editions={pastSymposia} />
    </>
  );
}
