/**
 * Every word of the analytics consent banner and of the privacy page's choice control. Both are
 * client islands that import this module directly, so it imports nothing and stays small.
 */
export const consentCopy = {
  banner: {
    title: "May we count your visit?",
    text: "With your permission, Google Analytics shows us which pages are read. It sets cookies and sends Google details of your visit.",
    privacyLink: "Privacy notice",
    accept: "Accept analytics",
    decline: "Decline",
  },
  choice: {
    legend: "Google Analytics on this site",
    allow: "Allow analytics",
    deny: "Don't allow analytics",
    /** What the page knows before the visitor changes anything. */
    current: {
      pending: "Checking your choice…",
      unset: "You haven't chosen yet, so analytics is off.",
      granted: "Analytics is on: you allowed it.",
      denied: "Analytics is off: you declined it.",
    },
    saved: "Your choice is saved in this browser.",
    notRemembered:
      "Your choice applies to this page only: this browser doesn't let the site remember it, so you will be asked again on the next page.",
  },
} as const;
