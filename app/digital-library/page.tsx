import { PageHero } from "@/components/layout/page-hero";
import { CategoriesSection } from "@/components/sections/digital-library/categories-section";
import { FeaturedSection } from "@/components/sections/digital-library/featured-section";
import { LibraryStatsSection } from "@/components/sections/digital-library/library-stats-section";
import { PremiumSection } from "@/components/sections/digital-library/premium-section";
import { RecentSection } from "@/components/sections/digital-library/recent-section";
import { SearchSection } from "@/components/sections/digital-library/search-section";
import {
  digitalLibrary,
  featuredLibraryResources,
  libraryCategories,
  libraryStats,
  recentLibraryItems,
} from "@/content/digital-library";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

const page = pages.digitalLibrary;

export const metadata = pageMetadata(page);

export default function DigitalLibraryPage() {
  return (
    <>
      <PageHero {...page.hero} />
      <SearchSection copy={digitalLibrary.search} />
      <CategoriesSection {...digitalLibrary.categories} categories={libraryCategories} />
      <FeaturedSection {...digitalLibrary.featured} items={featuredLibraryResources} />
      <RecentSection {...digitalLibrary.recent} items={recentLibraryItems} />
      <LibraryStatsSection {...digitalLibrary.stats} stats={libraryStats} />
      <PremiumSection copy={digitalLibrary.premium} />
    </>
  );
}
