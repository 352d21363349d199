import { PageHero } from "@/components/layout/page-hero";
import { BenefitsSection } from "@/components/sections/membership/benefits-section";
import { IndividualPlansSection } from "@/components/sections/membership/individual-plans-section";
import { NotesSection } from "@/components/sections/membership/notes-section";
import { OrganisationPlansSection } from "@/components/sections/membership/organisation-plans-section";
import { ButtonLink } from "@/components/ui/button";
import { StatGrid } from "@/components/ui/stat-grid";
import {
  individualPlansIntro,
  membershipBenefits,
  membershipBenefitsIntro,
  membershipHero,
  membershipNotes,
  membershipSections,
  membershipStats,
  organisationPlansIntro,
} from "@/content/membership";
import { budgetTiers, individualPlans, planById } from "@/content/plans";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

const page = pages.membership;

export const metadata = pageMetadata(page);

export default function MembershipPage() {
  return (
    <>
      <PageHero
        {...page.hero}
        aside={
          <StatGrid
            stats={membershipStats}
            isInverse
            size="compact"
            label={membershipHero.statsLabel}
            className="w-full rounded-card bg-white/10 p-6 ring-1 ring-white/20 backdrop-blur-sm lg:w-md"
          />
        }
      >
        <ButtonLink
          href={planById("trial").registration.href}
          variant="accent"
          size="lg"
          aria-label={`${membershipHero.freeSubscriber.label}: ${membershipHero.freeSubscriber.hint}`}
        >
          {membershipHero.freeSubscriber.label}
        </ButtonLink>
        <ButtonLink href={membershipHero.plans.href} variant="outline-light" size="lg">
          {membershipHero.plans.label}
        </ButtonLink>
      </PageHero>
      <BenefitsSection
        id={membershipSections.benefits}
        intro={membershipBenefitsIntro}
        benefits={membershipBenefits}
      />
      <IndividualPlansSection
        id={membershipSections.individual}
        intro={individualPlansIntro}
        plans={individualPlans}
      />
      <OrganisationPlansSection
        id={membershipSections.organisation}
        intro={organisationPlansIntro}
        tiers={budgetTiers}
      />
      <NotesSection id={membershipSections.notes} notes={membershipNotes} />
    </>
  );
}
