import { Info } from "lucide-react";
import type { ReactNode } from "react";

import { Section } from "@/src/components/ui/section";
import { When } from "@/src/components/ui/when";
import { AHEAD, type EventDates } from "@/lib/as-of";

type ProgramSectionProps = {
  id: string;
  intro: { eyebrow: string; title: string; subtitle: string };
  /** Said while the programme is an example (its speakers are samples), until the symposium is held. */
  sampleNote?: string;
  /** The symposium's days: once it is held, the note that the schedule is to come goes. */
  dates: EventDates;
  /** The day tabs (the `ProgramTabs` island). */
  children: ReactNode;
};

/** The programme, one tab per day. */
export function ProgramSection({ id, intro, sampleNote, dates, children }: ProgramSectionProps) {
  return (
    <Section
      id={id}
      heading={{ id: `${id}-title`, eyebrow: intro.eyebrow, title: intro.title, subtitle: intro.subtitle }}
    >
      {sampleNote && (
        <When dates={dates} phases={[...AHEAD, "on"]}>
          <p className="mx-auto -mt-4 mb-10 flex max-w-3xl items-start gap-2 rounded-xl bg-accent-50 p-4 text-sm text-accent-900 ring-1 ring-accent-200">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {sampleNote}
          </p>
        </When>
      )}
      <div className="mx-auto max-w-5xl">{children}</div>
    </Section>
  );
}
