import type { BoardMember } from "@/content/types";

import { CountryLabel } from "./country-label";
import { PersonAvatar } from "./person-avatar";

/** One director: photo or initials, name, role, organisation and country with its flag. */
export function BoardMemberCard({ member }: { member: BoardMember }) {
  return (
    <li className="flex items-start gap-4 rounded-card border border-line bg-surface p-5 shadow-card">
      <PersonAvatar name={member.name} group={member.position} image={member.image} />
      <div className="min-w-0 flex-1">
        <h4 className="text-lg leading-snug font-semibold text-ink">{member.name}</h4>
        <p className="mt-1 text-sm font-semibold text-brand-800">{member.position}</p>
        {member.organization && <p className="mt-1 text-sm text-muted">{member.organization}</p>}
        <CountryLabel country={member.location} countryCode={member.countryCode} className="mt-3" />
      </div>
    </li>
  );
}
