/**
 * The page copy of /staff and the numbers it derives from the team. The staff themselves are data
 * files, one per person, in content/staff/ (schema: content/schemas/staff.ts).
 */
import type { Stat } from "@/content/types";
import type { StaffMember } from "@/content/schemas/staff";

/** Distinct countries among the published locations. */
export function staffCountries(members: readonly StaffMember[]): string[] {
  return [...new Set(members.flatMap((member) => (member.location ? [member.location.country] : [])))];
}

export function staffDepartments(members: readonly StaffMember[]): string[] {
  return [...new Set(members.map((member) => member.department))];
}

const counted = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** The team's numbers (team members, countries, departments), computed from the list. */
export function staffStatsFor(members: readonly StaffMember[]) {
  const countries = staffCountries(members).length;
  const departments = staffDepartments(members).length;
  return [
    {
      value: members.length,
      label: counted(members.length, "Team member", "Team members"),
      durationMs: 1500,
    },
    { value: countries, label: counted(countries, "Country", "Countries"), durationMs: 1500 },
    { value: departments, label: counted(departments, "Department", "Departments"), durationMs: 1500 },
  ] as const satisfies readonly Stat[];
}

export const staffCopy = {
  backLink: { href: "/governance", label: "Back to Governance" },
  statsLabel: "The team in numbers",
  heading: "Meet the team",
  subtitle:
    "A small professional team supports the board, the regions and the committees, and is the first point of contact for members.",
  responsibilitiesLabel: "Responsibilities",
  backgroundLabel: "Background",
  /** Real staff publish no personal address: their card writes to the office. */
  emailLabel: (name: string, isOfficeAddress: boolean) =>
    isOfficeAddress ? `Contact ${name} via the office` : `Email ${name}`,
  contactHeading: "Contact the office",
  contactText:
    "Not sure who to ask? Write to the office and we will pass your message to the right person, usually within two working days.",
  contactEmailLabel: "Email the office",
  addressLabel: "Registered office",
  membershipText: "Questions about joining?",
  membershipLink: { href: "/membership", label: "Compare membership options" },
} as const;
