/**
 * Entity types of docs/product.md §3 shared by the fixed content in `content/`.
 * Data files use `satisfies` against these so a typo fails the build.
 */
import type { IconName } from "./icon-names";
import type { SessionData } from "./schemas/programme-day";
import type { SpeakerData } from "./schemas/speaker";

export type { IconName };

/* ------------------------------------------------------------------ provenance */

/**
 * Where an entry comes from. Facts about real people, awards, events and links carry the public
 * `source` they were taken from (or a `sourceNote` when the only copy was in a public code
 * repository). Entries invented to fill what the spec requires carry `sample: true` and must be
 * replaced before launch; `npm run content:report` counts both kinds per dataset.
 */
export type Provenance =
  | { source: string; sourceNote?: string; sample?: never }
  | { sourceNote: string; source?: never; sample?: never }
  | { sample: true; source?: never; sourceNote?: never };

/* ------------------------------------------------------------------ pages and links */

/** Page metadata (docs/product.md §3 "Page metadata"); `path` gives the canonical URL. */
export type PageMeta = {
  path: string;
  title: string;
  description: string;
  keywords: readonly string[];
};

export type Hero = {
  title: string;
  lead: string;
  eyebrow?: string;
};

/** An external page the site links to (always opened in a new tab). */
export type ExternalLink = { href: string; note?: string } & Provenance;

export type FooterLink = { name: string; href: string };

export const socialNetworks = ["x", "linkedin", "instagram", "facebook", "youtube"] as const;
export type SocialNetwork = (typeof socialNetworks)[number];
/** The social accounts are data (content/contacts/contacts.yaml): their type comes from its schema. */
export type { SocialLink } from "./schemas/contacts";

/* ------------------------------------------------------------------ cards */

export type Stat = {
  value: number;
  /** Text around the number, e.g. prefix "+" or suffix "+" / "K". */
  prefix?: string;
  suffix?: string;
  label: string;
  durationMs: number;
};

export type BenefitCard = {
  title: string;
  description: string;
  icon: IconName;
  link?: string;
  linkText?: string;
};

export type ResourceKind = "blog" | "podcast" | "webinar";

/** docs/product.md §3 "Resource card". */
export type ResourceCard = {
  title: string;
  description: string;
  link: string;
  linkText: string;
  /** Original image (jpg/png) and its webp twin, both under public/. */
  fallbackImage: string;
  webpImage: string;
  kind?: ResourceKind;
};

export type BadgeTone = "open" | "upcoming" | "registration" | "neutral";

/** docs/product.md §3 "Event card". */
export type EventCard = {
  title: string;
  description: string;
  link: string;
  badge: string;
  badgeColor: BadgeTone;
  year: string;
  image: string;
  linkText: string;
  icon: IconName;
  disabled?: boolean;
};

/* ------------------------------------------------------------------ membership */

export const currencies = ["nzd", "usd", "eur"] as const;
export type Currency = (typeof currencies)[number];
export type Price = Record<Currency, number>;

/** The groups a plan belongs to: /membership-plans shows the trial with the individual plans. */
export const planCategories = ["trial", "individual", "supporter", "organization"] as const;
export type PlanCategory = (typeof planCategories)[number];

/** The operating-budget tiers' ids (the fee selector's `?budget=` values) live with the price rules. */
export type { BudgetId } from "./plans";

/** Plans, budget tiers and organisation types are data files: their types come from their schemas. */
export type { Plan } from "./schemas/plan";
export type { BudgetTier } from "./schemas/budget-tier";
export type { OrganisationType } from "./schemas/organisation-type";

/** The icons an organisation type's card can use (the selector island maps only these). */
export const organisationIconNames = ["landmark", "trees", "users", "graduation-cap", "handshake"] as const;
export type OrganisationIconName = (typeof organisationIconNames)[number];

/** The two groups of /partners, in page order. */
export const partnerKinds = ["Events", "Programmes"] as const;
export type PartnerKind = (typeof partnerKinds)[number];

/* ------------------------------------------------------------------ governance */

/** Governance datasets kept as data files: their types come from their schemas (content/schemas/). */
export type { BoardMember } from "./schemas/board";
export type { StaffMember } from "./schemas/staff";
export type { Portfolio } from "./schemas/portfolio";
export type { Region } from "./schemas/region";
export type { Committee, CommitteeLeader } from "./schemas/committee";

/* ------------------------------------------------------------------ events */

/**
 * Events are data files (content/events/, content/programme/, content/speakers/): their types come
 * from their schemas. The programme's view types below only put a day's speakers in their sessions.
 */
/** The currencies a study tour's prices may be in. */
export const priceCurrencies = ["EUR", "USD", "NZD"] as const;

/** The marks drawn for a study tour's partners (no third-party logos). */
export const partnerShapes = ["leaf", "arch", "lion", "wave"] as const;

export type {
  AwardsEdition,
  EventEntry,
  ParksWeekEdition,
  PresentedSymposium,
  StudyTour,
  StudyTourPark,
  StudyTourPartner,
  StudyTourPrice,
  Symposium,
} from "./schemas/event";

export const sessionTypes = [
  "Opening",
  "Keynote",
  "Panel",
  "Speed session",
  "Workshop",
  "Networking",
  "Awards",
] as const;
export type SessionType = (typeof sessionTypes)[number];

/** A speaker as a session shows them: the photo is the picture's generated image. */
export type Speaker = Omit<SpeakerData, "photo"> & { photo?: string };

/** A session with its speakers (the data names them by file). */
export type Session = Omit<SessionData, "speakers"> & { speakers: readonly Speaker[] };

export const dayIds = ["day1", "day2", "day3"] as const;
export type DayId = (typeof dayIds)[number];
export type SymposiumDay = { id: DayId; date: string; dayName: string; sessions: readonly Session[] };

/* ------------------------------------------------------------------ resources */

export const libraryResourceTypes = ["Guide", "Case study", "Report", "Video", "Toolkit"] as const;
/** Where a digital-library item is shown: the large Featured Resources cards or the Recently Added list. */
export const librarySections = ["featured", "recent"] as const;
export type LibraryResourceType = (typeof libraryResourceTypes)[number];

/* ------------------------------------------------------------------ awards */

export const awardCategories = [
  "Distinguished Individual Award",
  "Young Park Leader Award",
  "Leading Parks Organization Award",
  "Outstanding New Park Project Award",
  "Neighborhood Parks Award",
  "ILUP Awards",
] as const;
export type AwardCategory = (typeof awardCategories)[number];

/** Tab order of the winners page (docs/product.md §2); Asia Pacific is the default tab. */
export const awardRegions = ["Asia Pacific", "Europe", "Latin America", "North America", "Africa"] as const;
export type AwardRegion = (typeof awardRegions)[number];

export type { Winner, WinnerDetail } from "./schemas/winner";

export type { Judge } from "./schemas/judge";

export type { ChairsAwardEntry } from "./schemas/chairs-award";
