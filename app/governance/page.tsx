import { PageHero } from "@/components/layout/page-hero";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

const page = pages.governance;

export const metadata = pageMetadata(page);

export default function GovernancePage() {
  return <PageHero {...page.hero} />;
}
