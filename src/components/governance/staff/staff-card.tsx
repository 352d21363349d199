import { Mail, MapPin } from "lucide-react";

import { PersonAvatar } from "@/src/components/governance/board/person-avatar";
import { contact } from "@/src/data/site";
import { staffCopy } from "@/src/data/staff";
import type { StaffMember } from "@/content/types";

/** One team member: photo or initials, role, location (when known), responsibilities, background and email. */
export function StaffCard({ member }: { member: StaffMember }) {
  return (
    <li className="flex flex-col gap-4 rounded-card border border-line bg-surface p-6 shadow-card">
      <div className="flex items-center gap-4">
        <PersonAvatar name={member.name} group={member.department} image={member.image} size="lg" />
        <div className="min-w-0">
          <h3 className="text-lg font-bold text-ink">{member.name}</h3>
          <p className="text-sm font-semibold text-brand-800">{member.position}</p>
          {member.location && (
            <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-muted">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              {member.location.label}
            </p>
          )}
        </div>
      </div>
      <div>
        <h4 className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
          {staffCopy.responsibilitiesLabel}
        </h4>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm leading-relaxed text-ink marker:text-brand-600">
          {member.responsibilities.map((responsibility) => (
            <li key={responsibility}>{responsibility}</li>
          ))}
        </ul>
      </div>
      <div className="flex-1">
        <h4 className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
          {staffCopy.backgroundLabel}
        </h4>
        <p className="mt-2 text-sm leading-relaxed text-muted">{member.background}</p>
      </div>
      <a
        href={`mailto:${member.email}`}
        className="inline-flex items-center gap-2 self-start rounded-full border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        <Mail aria-hidden="true" className="size-4" />
        {staffCopy.emailLabel(member.name, member.email === contact.email.address)}
      </a>
    </li>
  );
}
