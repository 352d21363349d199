import { PageHero } from "@/components/layout/page-hero";
import { BecomePartnerSection } from "@/components/sections/partners/become-partner-section";
import { PartnerContactSection } from "@/components/sections/partners/partner-contact-section";
import { PartnersListSection } from "@/components/sections/partners/partners-list-section";
import { pages } from "@/content/pages";
import { partnersPage } from "@/content/partners";
import { pageMetadata } from "@/lib/metadata";

const page = pages.partners;

export const metadata = pageMetadata(page);

export default function PartnersPage() {
  return (
    <>
      <PageHero {...page.hero} />
      <PartnersListSection {...partnersPage.list} />
      <BecomePartnerSection ways={partnersPage.ways} steps={partnersPage.steps} />
      <PartnerContactSection copy={partnersPage.contact} />
    </>
  );
}
