import { PageHero } from "@/components/layout/page-hero";
import { AboutSection } from "@/components/sections/symposium/about-section";
import { HighlightsSection } from "@/components/sections/symposium/highlights-section";
import { PastSymposiaSection } from "@/components/sections/symposium/past-symposia-section";
import { RegistrationSection } from "@/components/sections/symposium/registration-section";
import { SymposiumActions } from "@/components/sections/symposium/symposium-actions";
import { AddToCalendar } from "@/components/ui/add-to-calendar";
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
        <SymposiumActions
          actions={symposiumHeroActions}
          links={{
            registerNow: symposiumLinks.registerNow.href,
            registerInterest: symposiumLinks.registerInterest.href,
          }}
        />
        <AddToCalendar file="symposium.ics" eventName={symposiumHeroActions.calendarEventName} size="lg" />
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
        actions={symposiumHeroActions}
      />
      <PastSymposiaSection id="previous-editions" intro={pastSymposiaIntro} editions={pastSymposia} />
    </>
  );
}
