import { ExternalLink } from "lucide-react";

import { ArrowLink } from "@/src/components/ui/arrow-link";
import { Badge } from "@/src/components/ui/badge";
import { Card, CardBody, CardText } from "@/src/components/ui/card";
import type { Partner } from "@/src/data/partners";

/** Initials of an organisation's name for its monogram (no third-party logos are used). */
function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join("");
}

/** One partner: monogram, name, years, role, what was done together and, if known, its page. */
export function PartnerCard({ partner }: { partner: Partner }) {
  return (
    <Card className="w-full">
      <CardBody>
        <div className="flex items-start gap-4">
          <span
            aria-hidden="true"
            className="inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-brand-800 text-lg font-bold text-white"
          >
            {initialsOf(partner.name)}
          </span>
          <div className="min-w-0">
            <h4 className="text-lg leading-snug font-semibold text-ink">{partner.name}</h4>
            <p className="mt-1 text-sm font-medium text-muted">{partner.years}</p>
          </div>
        </div>
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
