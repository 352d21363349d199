/**
 * The /digital-library mock-up (docs/product.md §2, §9), a preview of the members' library: its items and
 * collections are data files, its statistics the spec's fixed figures
 * (docs/decisions/events-and-resources-as-data.md).
 */
import { externalLinks } from "./site";

export type { LibraryCategory } from "@/content/schemas/library-category";
export type { LibraryItem } from "@/content/schemas/library-item";
export { libraryResourceTypes, type LibraryResourceType } from "@/content/types";

/** docs/product.md §9: the library statistics, shown as fixed figures. */
export const libraryStats = [
  { value: "2,847", label: "Resources" },
  { value: "45", label: "Countries" },
  { value: "89K", label: "Downloads" },
  { value: "15", label: "Languages" },
] as const satisfies readonly { value: string; label: string }[];

export const digitalLibrary = {
  search: {
    label: "Search the digital library",
    fieldLabel: "Search the resources on this page",
    placeholder: "Search guides, reports, images and videos",
    filtersLabel: "Filters",
    filtersLegend: "Resource type",
    searchLabel: "Search",
    /** The status line once the list is narrowed (lib/browser/library-search.ts fills the braces). */
    matching: "{shown} of {total} resources on this page match.",
    none: "No resource on this page matches. The member library holds many more: search it there.",
    note: "This page shows a selection. The full library, open to members, holds every resource and searches them all.",
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
