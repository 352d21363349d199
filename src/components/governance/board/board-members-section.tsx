import { SmartLink } from "@/src/components/ui/smart-link";
import { Section } from "@/src/components/ui/section";
import { boardCopy, boardOfficerPositions } from "@/src/data/board";
import type { BoardMember } from "@/content/types";

import { BoardMemberCard } from "./board-member-card";

type BoardMembersSectionProps = { members: readonly BoardMember[] };

function isOfficer(member: BoardMember): boolean {
  return (boardOfficerPositions as readonly string[]).includes(member.position);
}

/** The board: the four officers first, then the directors, each as a card. */
export function BoardMembersSection({ members }: BoardMembersSectionProps) {
  const officers = members.filter(isOfficer);
  const directors = members.filter((member) => !isOfficer(member));
  return (
    <Section
      heading={{
        id: "board-heading",
        title: boardCopy.heading,
        subtitle: (
          <>
            {boardCopy.subtitle}{" "}
            <SmartLink href={boardCopy.structureSource} className="font-semibold text-brand-800 underline">
              {boardCopy.structureLinkText}
            </SmartLink>
          </>
        ),
      }}
    >
      <p className="mb-8 text-center text-sm font-semibold text-muted">
        {boardCopy.countLabel(members.length)}
      </p>
      <h3 className="mb-5 text-xl font-bold text-ink">{boardCopy.officersHeading}</h3>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {officers.map((member) => (
          <BoardMemberCard key={member.name} member={member} />
        ))}
      </ul>
      <h3 className="mt-12 mb-5 text-xl font-bold text-ink">{boardCopy.directorsHeading}</h3>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {directors.map((member) => (
          <BoardMemberCard key={member.name} member={member} />
        ))}
      </ul>
    </Section>
  );
}
