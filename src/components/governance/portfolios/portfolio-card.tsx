import { Check, UserPlus } from "lucide-react";

import { PersonAvatar } from "@/src/components/governance/board/person-avatar";
import { SmartLink } from "@/src/components/ui/smart-link";
import { portfoliosCopy } from "@/src/data/portfolios";
import { officeMailto } from "@/src/data/site";
import type { Portfolio } from "@/content/types";

/** One portfolio: what it does, its responsibilities and its lead (or a vacancy). */
export function PortfolioCard({ portfolio }: { portfolio: Portfolio }) {
  return (
    <li className="flex flex-col rounded-card border border-line bg-surface shadow-card">
      <div className="flex flex-1 flex-col gap-4 p-6">
        <h3 className="text-xl font-bold text-ink">{portfolio.title}</h3>
        <p className="leading-relaxed text-muted">{portfolio.description}</p>
        <h4 className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
          {portfoliosCopy.responsibilitiesLabel}
        </h4>
        <ul className="flex flex-col gap-2">
          {portfolio.responsibilities.map((responsibility) => (
            <li key={responsibility} className="flex gap-2 text-sm leading-relaxed text-ink">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
              {responsibility}
            </li>
          ))}
        </ul>
      </div>
      <div className="flex items-center gap-4 rounded-b-card border-t border-line bg-surface-muted px-6 py-4">
        {portfolio.lead ? (
          <>
            <PersonAvatar name={portfolio.lead} group={portfolio.title} image={portfolio.leadImage} />
            <p className="text-sm">
              <span className="block font-semibold text-muted">{portfoliosCopy.leadLabel}</span>
              <span className="block text-base font-semibold text-ink">{portfolio.lead}</span>
              {portfolio.leadPosition && <span className="block text-muted">{portfolio.leadPosition}</span>}
            </p>
          </>
        ) : (
          <>
            <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-full border-2 border-dashed border-brand-300 text-brand-700">
              <UserPlus aria-hidden="true" className="size-6" />
            </span>
            <p className="text-sm">
              <span className="block font-semibold text-muted">{portfoliosCopy.leadLabel}</span>
              <span className="block text-base font-semibold text-ink">{portfoliosCopy.vacantLead}</span>
              <span className="block text-muted">{portfoliosCopy.vacantNote}</span>
              <SmartLink
                href={officeMailto(portfoliosCopy.vacantCta.subject)}
                className="mt-1 inline-block font-semibold text-brand-800 underline hover:text-brand-950"
              >
                {portfoliosCopy.vacantCta.label}
              </SmartLink>
            </p>
          </>
        )}
      </div>
    </li>
  );
}
