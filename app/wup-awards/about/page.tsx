import { PageHero } from "@/components/layout/page-hero";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

const page = pages.wupAwardsAbout;

export const metadata = pageMetadata(page);

export default function WupAwardsAboutPage() {
  return <PageHero {...page.hero} backLink={{ href: "/wup-awards", label: "Back to the Awards" }} />;
}
