import { PageHero } from "@/components/layout/page-hero";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

const page = pages.boardOfDirectors;

export const metadata = pageMetadata(page);

export default function BoardOfDirectorsPage() {
  return <PageHero {...page.hero} backLink={{ href: "/governance", label: "Back to Governance" }} />;
}
