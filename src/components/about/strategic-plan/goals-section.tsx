import { IconTile } from "@/src/components/ui/card";
import { Icon } from "@/src/components/ui/icon";
import { Section } from "@/src/components/ui/section";
import { strategicPlan, type Goal } from "@/src/data/organisation";

/** The plan's five goals, numbered. */
export function GoalsSection({ goals }: { goals: readonly Goal[] }) {
  return (
    <Section
      tone="muted"
      heading={{
        id: "goals-heading",
        title: strategicPlan.goalsHeading,
        subtitle: strategicPlan.goalsSubtitle,
      }}
    >
      <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {goals.map((goal) => (
          <li key={goal.number} className="flex flex-col gap-4 rounded-card bg-surface p-6 shadow-card">
            <div className="flex items-center justify-between">
              <IconTile>
                <Icon name={goal.icon} />
              </IconTile>
              <span className="text-4xl font-extrabold text-brand-600" aria-hidden="true">
                {String(goal.number).padStart(2, "0")}
              </span>
            </div>
            <h3 className="text-lg font-semibold text-ink">
              <span className="sr-only">Goal {goal.number}: </span>
              {goal.title}
            </h3>
            <p className="leading-relaxed text-muted">{goal.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
