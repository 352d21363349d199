import { Badge } from "@/src/components/ui/badge";
import { ButtonLink } from "@/src/components/ui/button";

type ComparisonRow = {
  id: string;
  name: string;
  description?: string;
  /** Formatted price, e.g. "NZ$145". */
  price: string;
  /** "per year", "30 days"… */
  period: string;
  isPopular?: boolean;
  href: string;
  /** Visually hidden words completing the generic button text, e.g. "the Regular plan". */
  actionHint: string;
};

type PlanComparisonProps = {
  caption: string;
  columns: { plan: string; description: string; price: string; action: string };
  rows: readonly ComparisonRow[];
  actionLabel: string;
  popularLabel?: string;
};

/**
 * A price comparison: a real table (caption, column and row headers) from the md breakpoint up and
 * a list of cards on phones. The inactive variant is hidden with CSS `display`, so assistive
 * technology reads the prices once.
 */
export function PlanComparison({ caption, columns, rows, actionLabel, popularLabel }: PlanComparisonProps) {
  const hasDescription = rows.some((row) => row.description);
  return (
    <>
      <div className="hidden overflow-hidden rounded-card border border-line bg-surface shadow-card md:block">
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-brand-50 text-sm text-brand-900">
            <tr>
              <th scope="col" className="px-6 py-4 font-semibold">
                {columns.plan}
              </th>
              {hasDescription && (
                <th scope="col" className="px-6 py-4 font-semibold">
                  {columns.description}
                </th>
              )}
              <th scope="col" className="px-6 py-4 font-semibold whitespace-nowrap">
                {columns.price}
              </th>
              <th scope="col" className="px-6 py-4 text-right font-semibold">
                <span className="sr-only">{columns.action}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className={row.isPopular ? "bg-accent-50" : "border-t border-line"}>
                <th scope="row" className="px-6 py-5 align-middle font-semibold text-ink">
                  <span className="flex flex-wrap items-center gap-2">
                    {row.name}
                    {row.isPopular && popularLabel && <Badge tone="registration">{popularLabel}</Badge>}
                  </span>
                </th>
                {hasDescription && <td className="px-6 py-5 align-middle text-muted">{row.description}</td>}
                <td className="px-6 py-5 align-middle whitespace-nowrap">
                  <span className="text-2xl font-bold text-brand-800 tabular-nums">{row.price}</span>{" "}
                  <span className="text-sm text-muted">{row.period}</span>
                </td>
                <td className="px-6 py-5 text-right align-middle">
                  <ButtonLink
                    href={row.href}
                    size="sm"
                    variant={row.isPopular ? "primary" : "outline"}
                    data-plan={row.id}
                  >
                    {actionLabel}
                    <span className="sr-only"> {row.actionHint}</span>
                  </ButtonLink>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul aria-label={caption} className="grid gap-4 md:hidden">
        {rows.map((row) => (
          <li
            key={row.id}
            className={
              row.isPopular
                ? "rounded-card border-2 border-brand-700 bg-surface p-5 shadow-card"
                : "rounded-card border border-line bg-surface p-5 shadow-card"
            }
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-lg font-semibold text-ink">{row.name}</h3>
              {row.isPopular && popularLabel && <Badge tone="registration">{popularLabel}</Badge>}
            </div>
            {row.description && <p className="mt-1 text-muted">{row.description}</p>}
            <p className="mt-3">
              <span className="text-3xl font-bold text-brand-800 tabular-nums">{row.price}</span>{" "}
              <span className="text-sm text-muted">{row.period}</span>
            </p>
            <ButtonLink
              href={row.href}
              variant={row.isPopular ? "primary" : "outline"}
              className="mt-4 w-full"
              data-plan={row.id}
            >
              {actionLabel}
              <span className="sr-only"> {row.actionHint}</span>
            </ButtonLink>
          </li>
        ))}
      </ul>
    </>
  );
}
