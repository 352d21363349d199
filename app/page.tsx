import { ResourceTeaserSection } from "@/components/feed/resource-teaser-section";
import { PageHero } from "@/components/layout/page-hero";
import { EventsSection } from "@/components/sections/home/events-section";
import { FreeResourcesSection } from "@/components/sections/home/free-resources-section";
import { MemberBenefitsSection } from "@/components/sections/home/member-benefits-section";
import { MembershipCtaSection } from "@/components/sections/home/membership-cta-section";
import { StatsSection } from "@/components/sections/home/stats-section";
import { WhyJoinSection } from "@/components/sections/home/why-join-section";
import { ButtonLink } from "@/components/ui/button";
import { JsonLd } from "@/components/ui/json-ld";
import {
  freeResources,
  homeEvents,
  homeEventsSection,
  homeHero,
  homeStats,
  homeStatsLabel,
  memberBenefits,
  membershipCta,
  whyJoin,
} from "@/content/home";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";
import { organizationJsonLd } from "@/lib/organization-json-ld";

export const metadata = pageMetadata(pages.home);

export default function HomePage() {
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <PageHero title={homeHero.title} lead={homeHero.lead} size="large">
        <ButtonLink href={homeHero.cta.href} variant="accent" size="lg">
          {homeHero.cta.label}
        </ButtonLink>
      </PageHero>
      <StatsSection stats={homeStats} label={homeStatsLabel} />
      <WhyJoinSection {...whyJoin} />
      <ResourceTeaserSection />
      <FreeResourcesSection {...freeResources} />
      <MemberBenefitsSection {...memberBenefits} />
      <MembershipCtaSection {...membershipCta} />
      <EventsSection {...homeEventsSection} events={homeEvents} />
    </>
  );
}
