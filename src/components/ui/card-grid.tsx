import type { ReactNode } from "react";

import { cx } from "@/lib/utils";

/** How many cards a row holds as the screen widens (one on a phone, then these). */
const COLUMNS = {
  "sm2-lg3": "sm:grid-cols-2 lg:grid-cols-3",
  "sm2-lg4": "sm:grid-cols-2 lg:grid-cols-4",
  "md2-lg3": "md:grid-cols-2 lg:grid-cols-3",
  md3: "md:grid-cols-3",
} as const;

export type CardColumns = keyof typeof COLUMNS;

/**
 * A list of cards in a responsive grid: each child is an `<li>` (an `IconCard`, a person's or a
 * post's card). Free of the section's code, so the feed islands use it too.
 */
export function CardGrid({ columns, children }: { columns: CardColumns; children: ReactNode }) {
  return <ul className={cx("grid gap-6", COLUMNS[columns])}>{children}</ul>;
}
