/**
 * Every word of the study tour's park lightbox (src/components/events/study-tour/park-lightbox.island.tsx).
 * Its client island imports this module directly, so it imports nothing and stays small.
 */
export const studyTourLightboxCopy = {
  /** The card image's name as a button. */
  open: (park: string) => `View larger image of ${park}`,
  badge: "View larger",
  close: "Close image",
  /** "2 of 6": which picture of the tour is shown. */
  position: (at: number, of: number) => `${at} of ${of}`,
  previous: (park: string) => `Previous park: ${park}`,
  next: (park: string) => `Next park: ${park}`,
} as const;
