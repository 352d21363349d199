import type { ReactNode } from "react";

import { Section } from "@/src/components/ui/section";
import { staffCopy } from "@/src/data/staff";
import type { StaffMember } from "@/content/types";

import { StaffCard } from "./staff-card";

type StaffSectionProps = {
  members: readonly StaffMember[];
  /** The team in numbers (counters). */
  children: ReactNode;
};

/** The team in numbers, then one card per team member. */
export function StaffSection({ members, children }: StaffSectionProps) {
  return (
    <Section heading={{ id: "staff-heading", title: staffCopy.heading, subtitle: staffCopy.subtitle }}>
      <div className="mx-auto mb-12 max-w-3xl rounded-card bg-brand-50 px-6 py-8">{children}</div>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {members.map((member) => (
          <StaffCard key={member.name} member={member} />
        ))}
      </ul>
    </Section>
  );
}
