import { PageHero } from "@/components/layout/page-hero";
import { ImportantNotesSection } from "@/components/sections/membership-plans/important-notes-section";
import { PlanGroupSection } from "@/components/sections/membership-plans/plan-group-section";
import { ButtonLink } from "@/components/ui/button";
import { membershipPlansPage } from "@/content/membership";
import { pages } from "@/content/pages";
import { planGroups } from "@/content/plans";
import { externalLinks } from "@/content/site";
import { pageMetadata } from "@/lib/metadata";

const page = pages.membershipPlans;
const copy = membershipPlansPage;
const signup = externalLinks.communitySignup.href;

export const metadata = pageMetadata(page);

export default function MembershipPlansPage() {
  return (
    <>
      <PageHero {...page.hero}>
        <ButtonLink href={signup} variant="accent" size="lg">
          {copy.hero.register.label}
          <span className="sr-only"> {copy.hero.register.hint}</span>
        </ButtonLink>
      </PageHero>
      <p className="page-container pt-10 text-center text-muted">{copy.currenciesNote}</p>
      {planGroups.map((group, index) => (
        <PlanGroupSection
          key={group.id}
          group={group}
          tone={index % 2 === 1 ? "muted" : "plain"}
          registerHref={signup}
          labels={{ register: copy.registerLabel, popular: copy.popular }}
          organisationLink={copy.organisationLink}
        />
      ))}
      <ImportantNotesSection
        notes={copy.notes}
        register={{ label: copy.registerLabel, href: signup, hint: copy.hero.register.hint }}
      />
    </>
  );
}
