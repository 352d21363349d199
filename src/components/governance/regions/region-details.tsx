import { Mail, MapPin, Users } from "lucide-react";

import { regionsCopy } from "@/src/data/regions";
import { cx } from "@/lib/utils";

/** What the map panel and the phone card show about a region (plain data, safe for client props). */
export type RegionSummary = {
  id: string;
  name: string;
  members: number;
  countries: readonly string[];
  representative: string;
  chairPosition: string;
  coChairName?: string;
  email: string;
  description: string;
};

type RegionDetailsProps = {
  region: RegionSummary;
  headingId?: string;
  /** The map panel: facts in two columns so the panel stays short. */
  isCompact?: boolean;
  className?: string;
};

/** A region's name, members, chair(s), countries, description and role address. */
export function RegionDetails({ region, headingId, isCompact = false, className }: RegionDetailsProps) {
  return (
    <div className={cx("flex flex-col gap-4", className)}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={headingId} className="text-xl font-bold text-ink">
          {region.name}
        </h3>
        <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800">
          <Users aria-hidden="true" className="size-4" />
          {region.members}+ {regionsCopy.membersSuffix}
        </p>
      </div>
      <p className="text-sm leading-relaxed text-muted">{region.description}</p>
      <dl className={cx("grid gap-3 text-sm", isCompact && "grid-cols-2 gap-x-5")}>
        <div>
          <dt className="font-semibold text-ink">{regionsCopy.chairLabel}</dt>
          <dd>
            <span className="block text-ink">{region.representative}</span>
            <span className="block text-muted">{region.chairPosition}</span>
          </dd>
        </div>
        {region.coChairName && (
          <div>
            <dt className="font-semibold text-ink">{regionsCopy.coChairLabel}</dt>
            <dd className="text-ink">{region.coChairName}</dd>
          </div>
        )}
        <div className={cx(isCompact && "col-span-2")}>
          <dt className="font-semibold text-ink">{regionsCopy.countriesLabel}</dt>
          <dd className="flex gap-1.5 text-muted">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            {region.countries.join(", ")}
          </dd>
        </div>
        <div className={cx(isCompact && "col-span-2")}>
          <dt className="font-semibold text-ink">{regionsCopy.contactLabel}</dt>
          <dd>
            <a
              href={`mailto:${region.email}`}
              className="inline-flex items-center gap-1.5 font-semibold break-all text-brand-800 underline hover:text-brand-950"
            >
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              {region.email}
            </a>
          </dd>
        </div>
      </dl>
    </div>
  );
}
