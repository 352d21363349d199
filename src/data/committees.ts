/**
 * The page copy of /committees. The committees themselves are data files, one per committee, in
 * content/committees/ (schema: content/schemas/committee.ts).
 */
import type { Committee } from "@/content/types";

export const committeesCopy = {
  backLink: { href: "/governance", label: "Back to Governance" },
  heading: "Our six committees",
  subtitle:
    "Committees are open to members who want to share their expertise. Each one sets its own programme of guidance, research and events, and feeds the association's advocacy.",
  leadersLabel: "Leaders",
  activitiesLabel: "Key activities",
  joinHeading: "Join a committee",
  joinText:
    "Members can join any committee. Tell us which one interests you and what you would like to contribute, and the chair will be in touch.",
  joinCta: "Email the office to join a committee",
  joinSubject: "Joining a committee",
} as const;

/** Country codes of the committee leaders whose country is shown (for the self-hosted flags). */
export function committeeCountryCodes(committees: readonly Committee[]): string[] {
  return [
    ...new Set(
      committees.flatMap((committee) =>
        committee.leaders.flatMap((leader) => (leader.countryCode ? [leader.countryCode] : [])),
      ),
    ),
  ].sort();
}
