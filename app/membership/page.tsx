import { PageHero } from "@/components/layout/page-hero";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

const page = pages.membership;

export const metadata = pageMetadata(page);

export default function MembershipPage() {
  return <PageHero {...page.hero} />;
}
