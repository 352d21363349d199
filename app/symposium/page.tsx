import { PageHero } from "@/components/layout/page-hero";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

const page = pages.symposium;

export const metadata = pageMetadata(page);

export default function SymposiumPage() {
  return <PageHero {...page.hero} />;
}
