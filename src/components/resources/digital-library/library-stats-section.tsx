import { Section } from "@/src/components/ui/section";

type LibraryStatsSectionProps = { title: string; stats: readonly { value: string; label: string }[] };

/** The library's headline figures (fixed, docs/product.md §9). */
export function LibraryStatsSection({ title, stats }: LibraryStatsSectionProps) {
  return (
    <Section tone="brand" aria-labelledby="library-stats-title">
      <h2
        id="library-stats-title"
        className="mb-10 text-center text-3xl font-bold tracking-tight sm:text-4xl"
      >
        {title}
      </h2>
      <dl className="grid grid-cols-2 gap-8 text-center lg:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse gap-1">
            <dt className="text-sm font-medium text-brand-100 sm:text-base">{stat.label}</dt>
            <dd className="text-4xl font-extrabold tracking-tight text-white sm:text-5xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
