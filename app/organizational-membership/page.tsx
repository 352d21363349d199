import { PageHero } from "@/components/layout/page-hero";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

const page = pages.organizationalMembership;

export const metadata = pageMetadata(page);

export default function OrganizationalMembershipPage() {
  return <PageHero {...page.hero} />;
}
