/**
 * The words of a winner card with details and of its dialog (docs/product.md §2: 'Click to view details',
 * 'About the Project', 'Testimony'). The dialog is a client island that imports this module
 * directly, so it imports nothing and stays small.
 */
export const winnerDetailCopy = {
  cardCta: "Click to view details",
  /** The card's accessible name: the winner, their organisation and what the button does. */
  cardName: (name: string, organisation: string) => `${name}, ${organisation}: view details`,
  organisationLabel: "Organisation",
  aboutHeading: "About the Project",
  testimonyHeading: "Testimony",
  closeLabel: "Close details",
} as const;
