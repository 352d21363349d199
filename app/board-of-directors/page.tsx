import { PageHero } from "@/components/layout/page-hero";
import { BoardMembersSection } from "@/components/sections/board/board-members-section";
import { boardCopy, boardMembers } from "@/content/board";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

const page = pages.boardOfDirectors;

export const metadata = pageMetadata(page);

export default function BoardOfDirectorsPage() {
  return (
    <>
      <PageHero {...page.hero} backLink={boardCopy.backLink} />
      <BoardMembersSection members={boardMembers} />
    </>
  );
}
