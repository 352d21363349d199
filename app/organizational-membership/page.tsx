import { PageHero } from "@/components/layout/page-hero";
import { BenefitsSection } from "@/components/sections/membership/benefits-section";
import { ContactSection } from "@/components/sections/organizational-membership/contact-section";
import { PlansSection } from "@/components/sections/organizational-membership/plans-section";
import {
  organisationBenefits,
  organisationBenefitsIntro,
  organisationContact,
  organisationPlansIntro,
  organisationSections,
  organisationTypes,
} from "@/content/organizational-membership";
import { pages } from "@/content/pages";
import { budgetTiers } from "@/content/plans";
import { pageMetadata } from "@/lib/metadata";

const page = pages.organizationalMembership;

export const metadata = pageMetadata(page);

export default function OrganizationalMembershipPage() {
  return (
    <>
      <PageHero {...page.hero} hasParallax />
      <PlansSection
        id={organisationSections.plans}
        intro={organisationPlansIntro}
        tiers={budgetTiers}
        types={organisationTypes}
      />
      <BenefitsSection
        id={organisationSections.benefits}
        intro={organisationBenefitsIntro}
        benefits={organisationBenefits}
      />
      <ContactSection id={organisationSections.contact} contact={organisationContact} />
    </>
  );
}
