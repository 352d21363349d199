import { PageHero } from "@/components/layout/page-hero";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

const page = pages.symposiumProgram;

export const metadata = pageMetadata(page);

export default function SymposiumProgramPage() {
  return <PageHero {...page.hero} />;
}
