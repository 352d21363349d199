import { ExternalLink } from "lucide-react";

import { ArrowLink } from "@/src/components/ui/arrow-link";
import { Badge } from "@/src/components/ui/badge";
import { Card, CardBody, CardText } from "@/src/components/ui/card";
import { DrawnMotif } from "@/src/components/ui/drawn-mark";
import type { Partner } from "@/src/data/partners";

/**
 * The top of a partner's card: its logo from its content file when given, else a name plate drawn in the colour of its
 * group with a motif of its own (docs/decisions/visual-identity.md). The name is the card's heading either way.
 */
function PartnerPlate({ partner }: { partner: Partner }) {
  const name = <h4 className="text-lg leading-snug font-semibold">{partner.name}</h4>;
  if (partner.logo) {
    return (
      <div className="flex flex-col gap-4 border-b border-line px-6 pt-6 pb-5 text-ink">
        <div className="flex h-20 items-center">
          <img
            src={partner.logo}
            alt=""
            height={80}
            loading="lazy"
            decoding="async"
            className="h-full w-auto max-w-full object-contain"
          />
        </div>
        <div>
          {name}
          <p className="mt-1 text-sm font-medium text-muted">{partner.years}</p>
        </div>
      </div>
    );
  }
  return (
    <div
      data-partner-plate=""
      className="relative isolate flex min-h-36 flex-col justify-end px-6 pt-10 pb-5 text-white"
    >
      <svg
        viewBox="0 0 64 64"
        preserveAspectRatio="xMaxYMid slice"
        aria-hidden="true"
        focusable="false"
        className="absolute inset-0 -z-10 size-full rounded-t-card"
      >
        <DrawnMotif name={partner.name} group={partner.kind} />
      </svg>
      {name}
      <p className="mt-1 text-sm font-medium">{partner.years}</p>
    </div>
  );
}

/** One partner: logo or name plate, name, years, role, what was done together and, if known, its page. */
export function PartnerCard({ partner }: { partner: Partner }) {
  return (
    <Card className="w-full">
      <PartnerPlate partner={partner} />
      <CardBody>
        <Badge tone="open" className="self-start">
          {partner.role}
        </Badge>
        <CardText>{partner.description}</CardText>
        {partner.website && (
          <ArrowLink href={partner.website} icon={ExternalLink}>
            Visit the {partner.name} website
          </ArrowLink>
        )}
      </CardBody>
    </Card>
  );
}
