import { PageHero } from "@/components/layout/page-hero";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

const page = pages.membershipPlans;

export const metadata = pageMetadata(page);

export default function MembershipPlansPage() {
  return <PageHero {...page.hero} />;
}
