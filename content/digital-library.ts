/**
 * The /digital-library mock-up (SPEC §2, §9): a preview of the members' library. Category counts
 * and statistics are the spec's fixed figures; the featured and recent items are illustrative
 * sample entries (`sample: true`) until the library's own catalogue can be shown here.
 */
import { externalLinks } from "./site";
import type { IconName, Provenance } from "./types";

export type LibraryCategory = {
  name: string;
  count: number;
  unit: string;
  icon: IconName;
  description: string;
};

export const libraryCategories = [
  {
    name: "Documents",
    count: 247,
    unit: "documents",
    icon: "file-text",
    description: "Reports, policies, research papers and congress proceedings.",
  },
  {
    name: "Guides",
    count: 89,
    unit: "guides",
    icon: "book-open",
    description: "Practical how-to guides for planning, managing and programming parks.",
  },
  {
    name: "Images",
    count: 1423,
    unit: "images",
    icon: "image",
    description: "Photographs and plans of parks and public spaces from member cities.",
  },
  {
    name: "Videos",
    count: 156,
    unit: "videos",
    icon: "video",
    description: "Recorded webinars, symposium talks and park tours.",
  },
] as const satisfies readonly LibraryCategory[];

export const libraryResourceTypes = ["Guide", "Case study", "Report", "Video", "Toolkit"] as const;
export type LibraryResourceType = (typeof libraryResourceTypes)[number];

export type LibraryItem = {
  title: string;
  type: LibraryResourceType;
  description: string;
  /** Short facts shown with the item: length, language, year. */
  meta: string;
} & Provenance;

export const featuredLibraryResources = [
  {
    title: "Designing Parks for Climate Resilience",
    type: "Guide",
    description:
      "Step-by-step guidance on shade, stormwater and planting choices that help parks cool cities and absorb heavy rain.",
    meta: "48 pages · English",
    sample: true,
  },
  {
    title: "Measuring the Value of Urban Parks",
    type: "Report",
    description:
      "Methods for counting the health, environmental and economic benefits of parks, with templates for a council business case.",
    meta: "36 pages · English, Spanish",
    sample: true,
  },
  {
    title: "Community Stewardship in Large Urban Parks",
    type: "Case study",
    description:
      "How park agencies on three continents share care of large parks with volunteers, friends groups and local businesses.",
    meta: "22 pages · English",
    sample: true,
  },
] as const satisfies readonly LibraryItem[];

export const recentLibraryItems = [
  {
    title: "Play Spaces for All Ages",
    type: "Toolkit",
    description: "Checklists for inclusive play areas and intergenerational park spaces.",
    meta: "Added this month",
    sample: true,
  },
  {
    title: "Tree Canopy Targets: Setting and Tracking Them",
    type: "Guide",
    description: "A practical route from canopy survey to a citywide target and yearly reporting.",
    meta: "Added this month",
    sample: true,
  },
  {
    title: "Night-Time Parks: Lighting, Safety and Wildlife",
    type: "Video",
    description: "A recorded panel on keeping parks welcoming after dark without harming nocturnal wildlife.",
    meta: "Added last month",
    sample: true,
  },
  {
    title: "Funding Park Maintenance Beyond the Annual Budget",
    type: "Report",
    description: "Endowments, partnerships and levies that member cities use to keep parks in good repair.",
    meta: "Added last month",
    sample: true,
  },
] as const satisfies readonly LibraryItem[];

/** SPEC §9: the library statistics, shown as fixed figures. */
export const libraryStats = [
  { value: "2,847", label: "Resources" },
  { value: "45", label: "Countries" },
  { value: "89K", label: "Downloads" },
  { value: "15", label: "Languages" },
] as const satisfies readonly { value: string; label: string }[];

export const digitalLibrary = {
  search: {
    label: "Search the digital library",
    placeholder: "Search guides, reports, images and videos",
    filtersLabel: "Filters",
    searchLabel: "Search",
    note: "This page is a preview. Searching and filtering work in the full library, which is open to members.",
    noteLinkText: "Open the member library",
    noteLink: externalLinks.library.href,
  },
  categories: {
    title: "Browse by Category",
    subtitle: "Four collections built up by members and partners over a decade of shared practice.",
  },
  featured: {
    title: "Featured Resources",
    subtitle: "Hand-picked by our committees for the questions parks teams ask most often.",
  },
  recent: { title: "Recently Added" },
  stats: { title: "The Library in Numbers" },
  premium: {
    title: "Unlock Premium Access",
    text: "Members read, download and share every document, guide, image and video in the library, in their own language where available.",
    libraryLabel: "Open the Member Library",
    libraryHref: externalLinks.library.href,
    membershipLabel: "Become a Member",
    membershipHref: "/membership",
  },
} as const;
