/**
 * Entity types of docs/product.md §3 shared by the fixed content in `content/`.
 * Data files use `satisfies` against these so a typo fails the build.
 */
import type { IconName } from "./icon-names";
import type { SessionData } from "./schemas/programme-day";
import type { SpeakerData } from "./schemas/speaker";
import type { Currency, DayId } from "./schemas/vocabulary";

export type { IconName };
/** The fixed lists the data files choose from, and their types. */
export * from "./schemas/vocabulary";

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

type BadgeTone = "open" | "upcoming" | "registration" | "neutral";

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

export type Price = Record<Currency, number>;

/** Plans, budget tiers and organisation types are data files: their types come from their schemas. */
export type { Plan } from "./schemas/plan";
export type { BudgetTier } from "./schemas/budget-tier";
export type { OrganisationType } from "./schemas/organisation-type";

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

export type {
  ParksWeekEdition,
  PresentedSymposium,
  StudyTour,
  StudyTourPark,
  StudyTourPartner,
  StudyTourPrice,
  Symposium,
} from "./schemas/event";

/** A speaker as a session shows them: the photo is the picture's generated image. */
export type Speaker = Omit<SpeakerData, "photo"> & { photo?: string };

/** A session with its speakers (the data names them by file). */
export type Session = Omit<SessionData, "speakers"> & { speakers: readonly Speaker[] };

export type SymposiumDay = { id: DayId; date: string; dayName: string; sessions: readonly Session[] };

/* ------------------------------------------------------------------ resources */

/* ------------------------------------------------------------------ awards */

export type { Winner, WinnerDetail } from "./schemas/winner";

export type { Judge } from "./schemas/judge";

export type { ChairsAwardEntry } from "./schemas/chairs-award";
