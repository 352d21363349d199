import { Section } from "@/src/components/ui/section";
import { whoWeAreCopy, type Milestone } from "@/src/data/organisation";

/** Our history as a vertical timeline, oldest first. */
export function TimelineSection({ milestones }: { milestones: readonly Milestone[] }) {
  return (
    <Section
      tone="muted"
      heading={{
        id: "timeline-heading",
        title: whoWeAreCopy.timelineHeading,
        subtitle: whoWeAreCopy.timelineSubtitle,
      }}
    >
      <ol className="relative mx-auto max-w-3xl border-l-2 border-brand-200 pl-8 sm:pl-10">
        {milestones.map((milestone) => (
          <li key={milestone.year} className="relative pb-10 last:pb-0">
            <span
              aria-hidden="true"
              className="absolute top-1 -left-[2.69rem] size-5 rounded-full border-4 border-surface-muted bg-brand-700 sm:-left-[3.19rem]"
            />
            <p className="text-sm font-bold tracking-widest text-brand-700">{milestone.year}</p>
            <h3 className="mt-1 text-xl font-semibold text-ink">{milestone.title}</h3>
            <p className="mt-2 leading-relaxed text-muted">{milestone.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
