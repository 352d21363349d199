import type { ReactNode } from "react";

import { cx } from "@/lib/utils";

import { Section } from "./section";
import { SectionHeading } from "./section-heading";

/** How much wider the words' column is than the aside's on wide screens. */
const COLUMNS = {
  "1.2": "lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]",
  "1.3": "lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)]",
} as const;

type TwoColumnAboutProps = {
  id: string;
  about: { eyebrow: string; title: string; paragraphs: readonly string[] };
  ratio: keyof typeof COLUMNS;
  /** What stands beside the words: key facts, a list of aims. */
  children: ReactNode;
};

/** An event's About section: its heading and paragraphs, and beside them (below, on a phone) an aside. */
export function TwoColumnAbout({ id, about, ratio, children }: TwoColumnAboutProps) {
  return (
    <Section id={id} aria-labelledby={`${id}-title`}>
      <div className={cx("grid gap-10", COLUMNS[ratio], "lg:items-start")}>
        <div>
          <SectionHeading id={`${id}-title`} eyebrow={about.eyebrow} title={about.title} align="start" />
          <div className="-mt-4 flex flex-col gap-4 text-lg leading-relaxed text-muted">
            {about.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        {children}
      </div>
    </Section>
  );
}
