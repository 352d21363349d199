import { Check } from "lucide-react";

import { Badge } from "@/src/components/ui/badge";
import { ButtonLink } from "@/src/components/ui/button";
import { SmartLink } from "@/src/components/ui/smart-link";
import { priceIn } from "@/lib/pricing";
import { currencyOptions, PRICE_NOTE } from "@/src/data/plans";
import type { Plan } from "@/content/types";
import { cn } from "@/lib/utils";

type PlanCardProps = {
  plan: Plan;
  registerHref: string;
  labels: { register: string; popular: string };
  extraLink?: { label: string; href: string };
  /** `wide` for a plan alone in its row: details on the left, features and actions on the right. */
  layout?: "stacked" | "wide";
};

/** One plan: name, description, the fee in NZD, USD and EUR, features and its Register Now button. */
export function PlanCard({ plan, registerHref, labels, extraLink, layout = "stacked" }: PlanCardProps) {
  const titleId = `plan-${plan.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        "relative flex h-full flex-col gap-5 rounded-card bg-surface p-6 shadow-card",
        layout === "wide" && "lg:grid lg:grid-cols-2 lg:gap-x-12 lg:p-10",
        plan.popular ? "border-2 border-brand-700" : "border border-line",
      )}
    >
      <div className="flex flex-col gap-5">
        <header className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id={titleId} className="text-xl font-bold text-ink">
              {plan.name}
            </h3>
            {plan.popular && <Badge tone="registration">{labels.popular}</Badge>}
          </div>
          <p className="leading-relaxed text-muted">{plan.description}</p>
        </header>
        <div>
          <PlanFee plan={plan} />
          <p className="mt-2 text-sm font-semibold text-ink">{plan.duration}</p>
          <p className="mt-1 text-xs text-muted">{PRICE_NOTE}</p>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-5">
        <ul aria-label={`${plan.name} includes`} className="flex flex-1 flex-col gap-2">
          {plan.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
        {plan.note && <p className="text-sm text-muted italic">{plan.note}</p>}
        <div className="flex flex-col gap-3">
          <ButtonLink
            href={registerHref}
            variant={plan.popular ? "primary" : "outline"}
            aria-label={`${labels.register}: ${plan.name} plan`}
            className="w-full"
          >
            {labels.register}
          </ButtonLink>
          {extraLink && (
            <SmartLink
              href={extraLink.href}
              className="text-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950"
            >
              {extraLink.label}
            </SmartLink>
          )}
        </div>
      </div>
    </article>
  );
}

/**
 * The fee in the three currencies: NZD, the association's own, across the top; USD and EUR side by
 * side below it, so every amount has room in the narrowest card.
 */
function PlanFee({ plan }: { plan: Plan }) {
  return (
    <dl className="grid grid-cols-2 gap-2 text-center" aria-label={`${plan.name} fee`}>
      {currencyOptions.map((currency, index) => (
        <div
          key={currency.id}
          className={cn(
            "flex flex-col-reverse justify-end rounded-xl bg-brand-50 px-3 py-2",
            index === 0 && "col-span-2",
          )}
        >
          <dt className="text-xs font-semibold tracking-wide text-brand-900">{currency.code}</dt>
          <dd
            className={cn(
              "font-bold whitespace-nowrap text-brand-800 tabular-nums",
              index === 0 ? "text-2xl" : "text-lg",
            )}
          >
            {priceIn(plan.price, currency.id)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
