import { PageHero } from "@/components/layout/page-hero";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

const page = pages.digitalLibrary;

export const metadata = pageMetadata(page);

export default function DigitalLibraryPage() {
  return <PageHero {...page.hero} />;
}
