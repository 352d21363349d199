import { cn } from "@/lib/utils";

import { CountryFlag } from "./country-flag";

type CountryLabelProps = { country: string; countryCode: string; className?: string };

/** A country's name with its flag in front. */
export function CountryLabel({ country, countryCode, className }: CountryLabelProps) {
  return (
    <span className={cn("inline-flex items-center gap-2 text-sm text-muted", className)}>
      <CountryFlag countryCode={countryCode} />
      {country}
    </span>
  );
}
