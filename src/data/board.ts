/**
 * The page copy of /board-of-directors. The members themselves are data files, one per person, in
 * content/board/ (schema: content/schemas/board.ts).
 */

/** Officer titles, in the order the board lists them. */
export const boardOfficerPositions = ["Chair", "Past Chair", "Deputy Chair", "Treasurer"] as const;

/** The governance card and counter round the board down to tens: "20+" for 24 members. */
export function roundedDownToTen(count: number): number {
  return Math.floor(count / 10) * 10;
}

export const boardCopy = {
  backLink: { href: "/governance", label: "Back to Governance" },
  heading: "Meet the board",
  subtitle:
    "Directors are elected by the full members for three-year terms and bring together park agencies, associations, universities, business and community organisations, the five region chairs and a young leader.",
  countLabel: (count: number) => `${count} board members`,
  officersHeading: "Officers",
  directorsHeading: "Directors",
  structureSource:
    "https://wup.imiscloud.com/WorldUrbanParks/About_Us/Governance/Board/Public/About-Us/Governance/Board.aspx?hkey=e25039f8-4110-4cf0-a2f7-4b60203d0e22",
  structureLinkText: "How the board is made up (World Urban Parks member site)",
} as const;
