import { PageHero } from "@/components/layout/page-hero";
import { BenefitsSection } from "@/components/sections/study-tour/benefits-section";
import { FeaturedTourSection } from "@/components/sections/study-tour/featured-tour-section";
import { ParksSection } from "@/components/sections/study-tour/parks-section";
import { PartnersSection } from "@/components/sections/study-tour/partners-section";
import { PricingSection } from "@/components/sections/study-tour/pricing-section";
import { AddToCalendar } from "@/components/ui/add-to-calendar";
import { ButtonLink } from "@/components/ui/button";
import { JsonLd } from "@/components/ui/json-ld";
import { pages } from "@/content/pages";
import {
  STUDY_TOUR_CAPACITY,
  STUDY_TOUR_END,
  STUDY_TOUR_START,
  studyTourBenefits,
  studyTourBenefitsIntro,
  studyTourFeatured,
  studyTourHero,
  studyTourParks,
  studyTourPartners,
  studyTourPartnersIntro,
  studyTourPrices,
  studyTourPricingIntro,
  studyTourSections,
} from "@/content/study-tour";
import { eventJsonLd } from "@/lib/event-json-ld";
import { pageMetadata } from "@/lib/metadata";

const page = pages.studyTour;

export const metadata = pageMetadata(page);

const structuredData = eventJsonLd({
  name: studyTourFeatured.title,
  description: page.description,
  path: page.path,
  startDate: STUDY_TOUR_START,
  endDate: STUDY_TOUR_END,
  place: { name: "Lyon", locality: studyTourFeatured.city, country: "FR" },
  maximumAttendeeCapacity: STUDY_TOUR_CAPACITY,
  offers: studyTourPrices.map((price) => ({
    name: price.name,
    price: price.priceEur,
    currency: "EUR",
    url: price.registration.href,
  })),
});

export default function StudyTourPage() {
  return (
    <>
      <JsonLd data={structuredData} />
      <PageHero {...page.hero}>
        <ButtonLink href={studyTourHero.primary.href} variant="accent" size="lg">
          {studyTourHero.primary.label}
        </ButtonLink>
        <ButtonLink href={studyTourHero.secondary.href} variant="outline-light" size="lg">
          {studyTourHero.secondary.label}
          <span className="sr-only"> {studyTourHero.secondary.hint}</span>
        </ButtonLink>
        <AddToCalendar file="study-tour.ics" eventName="Study Tour France 2025" size="lg" />
      </PageHero>
      <BenefitsSection
        id={studyTourSections.benefits}
        intro={studyTourBenefitsIntro}
        benefits={studyTourBenefits}
      />
      <ParksSection id={studyTourSections.parks} parks={studyTourParks} />
      <FeaturedTourSection id={studyTourSections.tour} tour={studyTourFeatured} />
      <PricingSection id={studyTourSections.pricing} intro={studyTourPricingIntro} prices={studyTourPrices} />
      <PartnersSection
        id={studyTourSections.partners}
        intro={studyTourPartnersIntro}
        partners={studyTourPartners}
      />
    </>
  );
}
