/**
 * The 2025 Symposium programme (/symposium-program): three days, 8 + 13 + 13 sessions between
 * 10:30 and 18:30. No public programme was found (events.yaml: programme_sessions null), so every
 * session and speaker here is an illustrative sample: fictional people at fictional organisations,
 * flagged `sample: true`, to be replaced by the published programme.
 */
import { generatedImage } from "@/lib/images";

import { type DayId, dayIds, type Session, type Speaker, type SymposiumDay } from "./types";

export const PROGRAM_FIRST_START = "10:30";
export const PROGRAM_LAST_END = "18:30";
export const DEFAULT_DAY: DayId = "day1";

/** Sessions whose speakers are never shown (SPEC §2): hosts, not talks. */
export const SPEAKERLESS_SESSION_TITLES = [
  "Cocktail for Exhibitors & Speakers",
  "Lunch & Networking",
] as const;

export function showsSpeakers(session: Pick<Session, "title" | "speakers">): boolean {
  const hidden: readonly string[] = SPEAKERLESS_SESSION_TITLES;
  return session.speakers.length > 0 && !hidden.includes(session.title);
}

const photo = (name: string) => generatedImage(`events/speaker-${name}`).src;

const speakers = {
  osei: {
    name: "Amara Osei",
    title: "Dr",
    position: "Director of Parks",
    company: "Riverside Metropolitan Council",
    photo: photo("osei"),
    email: "amara.osei@example.org",
    sample: true,
  },
  ferrand: {
    name: "Lucía Ferrand",
    position: "Landscape Architect",
    company: "Studio Verdana",
    photo: photo("ferrand"),
    sample: true,
  },
  arata: {
    name: "Kenji Arata",
    position: "Urban Ecologist",
    company: "Northbridge Institute for Cities",
    photo: photo("arata"),
    email: "kenji.arata@example.org",
    sample: true,
  },
  aydemir: {
    name: "Selin Aydemir",
    position: "Head of Green Spaces",
    company: "Marmara Green Trust",
    sample: true,
  },
  lindqvist: {
    name: "Maren Lindqvist",
    position: "Programme Manager",
    company: "Nordlys Parks Foundation",
    sample: true,
  },
  reyes: {
    name: "Tomás Reyes",
    position: "Community Engagement Lead",
    company: "Parque Vivo Collective",
    sample: true,
  },
  raman: {
    name: "Priya Raman",
    title: "Dr",
    position: "Public Health Researcher",
    company: "Eastfield University",
    email: "priya.raman@example.org",
    sample: true,
  },
  besson: {
    name: "Hugo Besson",
    position: "Parks Finance Adviser",
    company: "Green Ledger Partners",
    sample: true,
  },
  haddad: { name: "Nadia Haddad", position: "Play Designer", company: "Little Hills Studio", sample: true },
  carter: { name: "Owen Carter", position: "Chief Arborist", company: "Harbour City Parks", sample: true },
  tanaka: {
    name: "Aiko Tanaka",
    position: "Digital Services Lead",
    company: "ParkTech Lab",
    sample: true,
  },
  nyambura: {
    name: "Grace Nyambura",
    position: "Conservation Manager",
    company: "Highland Parks Trust",
    sample: true,
  },
  okafor: {
    name: "Daniel Okafor",
    position: "Policy Lead",
    company: "Cities for Nature Network",
    sample: true,
  },
  kaya: {
    name: "Elif Kaya",
    position: "Master of Ceremonies",
    company: "Kaya Events",
    email: "elif.kaya@example.org",
    sample: true,
  },
} as const satisfies Record<string, Speaker>;

export const programSpeakers: readonly Speaker[] = Object.values(speakers);

const s = speakers;

export const symposiumDays = [
  {
    id: "day1",
    date: "2025-10-08",
    dayName: "Wednesday",
    sessions: [
      {
        id: "d1-opening",
        time: "10:30 - 11:00",
        type: "Opening",
        title: "Opening of the 2025 Symposium",
        description:
          "Welcome to Istanbul: the aims of the three days, how the programme fits together and how to make the most of the fair next door.",
        speakers: [s.kaya],
      },
      {
        id: "d1-keynote",
        time: "11:00 - 11:45",
        type: "Keynote",
        title: "Parks as Climate Infrastructure",
        description:
          "Why parks belong in every city's climate plan, and what it takes to fund, design and maintain them as working infrastructure.",
        speakers: [s.osei],
      },
      {
        id: "d1-panel-decade",
        time: "11:45 - 12:45",
        type: "Panel",
        title: "Ten Years of Urban Parks Practice: What Has Changed",
        description:
          "Park leaders from four regions look back at a decade of practice and name the shifts that matter most for the next one.",
        speakers: [s.lindqvist, s.reyes, s.nyambura],
      },
      {
        id: "d1-lunch",
        time: "12:45 - 14:00",
        type: "Networking",
        title: "Lunch & Networking",
        description: "Lunch in the symposium hall, with tables grouped by topic so you can find your people.",
        speakers: [s.kaya],
      },
      {
        id: "d1-speed",
        time: "14:00 - 15:00",
        type: "Speed session",
        title: "Speed Session: Small Parks, Big Gains",
        description:
          "Six ten-minute stories of pocket parks, schoolyards and street greening that changed a neighbourhood on a small budget.",
        speakers: [s.haddad, s.reyes],
      },
      {
        id: "d1-workshop",
        time: "15:00 - 16:15",
        type: "Workshop",
        title: "Workshop: Measuring What Parks Deliver",
        description:
          "Hands-on: choose indicators for health, climate and social value, and leave with a simple framework to report them.",
        speakers: [s.raman, s.arata],
      },
      {
        id: "d1-panel-finance",
        time: "16:15 - 17:15",
        type: "Panel",
        title: "Financing Parks Beyond the Budget Cycle",
        description:
          "Endowments, partnerships, green bonds and levies: what works, what backfires and how to protect maintenance funding.",
        speakers: [s.besson, s.osei],
      },
      {
        id: "d1-cocktail",
        time: "17:30 - 18:30",
        type: "Networking",
        title: "Cocktail for Exhibitors & Speakers",
        description: "An evening reception on the fair floor for exhibitors and the symposium's speakers.",
        speakers: [s.kaya],
      },
    ],
  },
  {
    id: "day2",
    date: "2025-10-09",
    dayName: "Thursday",
    sessions: [
      {
        id: "d2-keynote-health",
        time: "10:30 - 11:15",
        type: "Keynote",
        title: "Health Starts in the Park",
        description:
          "What the evidence says about parks, physical activity and mental health, and how park services can work with health partners.",
        speakers: [s.raman],
      },
      {
        id: "d2-panel-heat",
        time: "11:30 - 12:30",
        type: "Panel",
        title: "Designing for Heat: Shade, Water and Trees",
        description:
          "Designers and managers compare ways to keep parks usable, and cooling, through hotter summers.",
        speakers: [s.ferrand, s.carter, s.aydemir],
      },
      {
        id: "d2-workshop-play",
        time: "11:30 - 12:30",
        type: "Workshop",
        title: "Workshop: Co-designing Play Spaces with Children",
        description:
          "Methods and materials for involving children in designing the places they play, tried out in the room.",
        speakers: [s.haddad],
      },
      {
        id: "d2-speed-friends",
        time: "11:30 - 12:30",
        type: "Speed session",
        title: "Speed Session: Volunteers and Friends Groups",
        description:
          "Short cases on recruiting, keeping and thanking the volunteers who care for parks every week.",
        speakers: [s.reyes, s.lindqvist],
      },
      {
        id: "d2-lunch",
        time: "12:30 - 13:45",
        type: "Networking",
        title: "Networking Lunch on the Fair Floor",
        description:
          "Lunch among the exhibitors, with time to visit the stands before the afternoon sessions.",
        speakers: [],
      },
      {
        id: "d2-keynote-biodiversity",
        time: "13:45 - 14:30",
        type: "Keynote",
        title: "Biodiversity in the Everyday Park",
        description:
          "How ordinary city parks can host far more wildlife with small changes to mowing, planting and lighting.",
        speakers: [s.arata],
      },
      {
        id: "d2-panel-large-parks",
        time: "14:45 - 15:45",
        type: "Panel",
        title: "Large Urban Parks Under Pressure",
        description:
          "Crowds, events, development and climate: managers of large parks share how they hold the line.",
        speakers: [s.nyambura, s.osei],
      },
      {
        id: "d2-workshop-maintenance",
        time: "14:45 - 15:45",
        type: "Workshop",
        title: "Workshop: Data-Led Maintenance Planning",
        description:
          "Turn asset data and visitor counts into a maintenance plan you can defend at budget time.",
        speakers: [s.tanaka, s.carter],
      },
      {
        id: "d2-speed-safety",
        time: "14:45 - 15:45",
        type: "Speed session",
        title: "Speed Session: Parks That Feel Safe",
        description:
          "Lighting, sightlines, activity and staffing: quick lessons on making parks welcoming after dark.",
        speakers: [s.okafor],
      },
      {
        id: "d2-panel-water",
        time: "16:00 - 17:00",
        type: "Panel",
        title: "Water-Sensitive Parks",
        description:
          "Parks that store, clean and slow stormwater while staying beautiful and open to the public.",
        speakers: [s.ferrand, s.aydemir],
      },
      {
        id: "d2-workshop-strategy",
        time: "16:00 - 17:00",
        type: "Workshop",
        title: "Workshop: Writing a Parks Strategy",
        description:
          "A guided exercise in setting a ten-year vision, priorities and measures for a parks system.",
        speakers: [s.okafor, s.besson],
      },
      {
        id: "d2-speed-digital",
        time: "17:00 - 17:45",
        type: "Speed session",
        title: "Speed Session: Digital Tools for Park Visitors",
        description: "Booking, wayfinding and feedback apps that worked, and a few that did not.",
        speakers: [s.tanaka],
      },
      {
        id: "d2-meetups",
        time: "17:45 - 18:30",
        type: "Networking",
        title: "Regional Meet-ups",
        description: "Meet colleagues from your own region, with each table hosted by a regional volunteer.",
        speakers: [s.lindqvist],
      },
    ],
  },
  {
    id: "day3",
    date: "2025-10-10",
    dayName: "Friday",
    sessions: [
      {
        id: "d3-keynote-governance",
        time: "10:30 - 11:15",
        type: "Keynote",
        title: "Governing Parks with Communities",
        description:
          "Shared stewardship in practice: agreements, trust and power between park agencies and residents.",
        speakers: [s.reyes],
      },
      {
        id: "d3-panel-cemeteries",
        time: "11:30 - 12:30",
        type: "Panel",
        title: "Cemeteries as Green Infrastructure",
        description:
          "Cemeteries are among the largest green spaces in many cities: how to open them to nature and people, respectfully.",
        speakers: [s.carter, s.nyambura],
      },
      {
        id: "d3-workshop-ageing",
        time: "11:30 - 12:30",
        type: "Workshop",
        title: "Workshop: Parks for Older Adults",
        description: "Audit a park plan for seating, toilets, shade and paths with older visitors in mind.",
        speakers: [s.raman],
      },
      {
        id: "d3-speed-young",
        time: "11:30 - 12:30",
        type: "Speed session",
        title: "Speed Session: Young Park Leaders",
        description: "Emerging professionals under 35 present the projects they are proudest of.",
        speakers: [s.haddad, s.tanaka],
      },
      {
        id: "d3-lunch",
        time: "12:30 - 13:45",
        type: "Networking",
        title: "Lunch in the Exhibition Hall",
        description: "A last lunch among the exhibitors before the closing afternoon.",
        speakers: [],
      },
      {
        id: "d3-keynote-land",
        time: "13:45 - 14:30",
        type: "Keynote",
        title: "From Grey to Green: Reclaiming Urban Land",
        description:
          "Rail yards, barracks, quarries and car parks: how cities turn leftover land into parks.",
        speakers: [s.ferrand],
      },
      {
        id: "d3-panel-tourism",
        time: "14:45 - 15:45",
        type: "Panel",
        title: "Parks and Tourism: Sharing the Load",
        description: "When visitors love a park too much: managing crowds, income and local access.",
        speakers: [s.aydemir, s.besson],
      },
      {
        id: "d3-workshop-canopy",
        time: "14:45 - 15:45",
        type: "Workshop",
        title: "Workshop: Tree Canopy Targets in Practice",
        description: "From a canopy percentage to a planting and care plan street by street.",
        speakers: [s.carter, s.arata],
      },
      {
        id: "d3-speed-nature-play",
        time: "14:45 - 15:45",
        type: "Speed session",
        title: "Speed Session: Nature-Based Play",
        description:
          "Logs, water, sand and slopes: quick cases on bringing risky, natural play back to parks.",
        speakers: [s.haddad],
      },
      {
        id: "d3-panel-partnerships",
        time: "16:00 - 16:45",
        type: "Panel",
        title: "Partnerships That Last",
        description:
          "Park agencies, charities and businesses on the partnerships that have outlived their first funding.",
        speakers: [s.okafor, s.lindqvist],
      },
      {
        id: "d3-keynote-closing",
        time: "16:45 - 17:15",
        type: "Keynote",
        title: "Closing Keynote: The Next Ten Years",
        description:
          "A look ahead at the challenges and opportunities for city parks over the coming decade.",
        speakers: [s.osei],
      },
      {
        id: "d3-awards",
        time: "17:15 - 18:15",
        type: "Awards",
        title: "World Urban Parks Awards Ceremony",
        description:
          "The tenth-anniversary awards ceremony, presenting the 2025 winners from all five regions.",
        speakers: [s.kaya],
      },
      {
        id: "d3-farewell",
        time: "18:15 - 18:30",
        type: "Networking",
        title: "Farewell Toast",
        description:
          "A final toast to the winners and to everyone who made the symposium, before we meet again.",
        speakers: [],
      },
    ],
  },
] as const satisfies readonly SymposiumDay[];

export const programDayIds = dayIds;

export function isDayId(value: string): value is DayId {
  return (dayIds as readonly string[]).includes(value);
}

export function sessionCount(day: Pick<SymposiumDay, "sessions">): number {
  return day.sessions.length;
}

export const totalSessions = symposiumDays.reduce((sum, day) => sum + sessionCount(day), 0);

/** Start and end of a "HH:MM - HH:MM" time slot. */
export function sessionBounds(time: string): { start: string; end: string } {
  const [start = "", end = ""] = time.split(" - ");
  return { start, end };
}

/** The words of the day tabs and session rows; the tabs' island imports them from here. */
export const programCopy = {
  dayLabel: (index: number) => `Day ${index + 1}`,
  sessionsLabel: (count: number) => `${count} ${count === 1 ? "session" : "sessions"}`,
  /** A day tab as screen readers name it: "Day 1, Wednesday 8 Oct, 8 sessions". */
  dayTabName: (index: number, dayName: string, shortDate: string, count: number) =>
    `${programCopy.dayLabel(index)}, ${dayName} ${shortDate}, ${programCopy.sessionsLabel(count)}`,
  dayHeading: (index: number, longDate: string) => `${programCopy.dayLabel(index)}: ${longDate}`,
  sessionsListLabel: (index: number) => `Sessions on day ${index + 1}`,
  /**
   * A session row as screen readers name it: "11:00 - 11:45, Keynote: Parks as Climate
   * Infrastructure"; a title that already starts with its type ("Workshop: …") isn't prefixed twice.
   */
  sessionRowName: ({ time, type, title }: Pick<Session, "time" | "type" | "title">) =>
    title.toLowerCase().startsWith(`${type.toLowerCase()}:`)
      ? `${time}, ${title}`
      : `${time}, ${type}: ${title}`,
  speakersHeading: (count: number) => (count === 1 ? "Speaker" : "Speakers"),
  speakerPhotoAlt: (name: string) => `Portrait of ${name}`,
  speakerPlaceholderName: (name: string) => `${name} (placeholder avatar)`,
} as const;

export const programBackLink = { href: "/symposium", label: "Back to the Symposium" } as const;

export const programIntro = {
  eyebrow: "Programme",
  title: "Day by day",
  subtitle:
    "Choose a day, then open any session for its description and speakers. Sessions at the same time run in parallel rooms.",
  sampleNote:
    "This programme shows the shape of the three days: its sessions and speakers are examples until the final schedule is published.",
  tabsLabel: "Symposium days",
} as const;

export const programVenue = {
  eyebrow: "Getting there",
  title: "Venue and registration",
  mapLabel: "Open the Istanbul Fair Centre in maps",
} as const;
