import { ArrowRight, Clock } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { buttonStyles } from "@/components/ui/button";
import { Card, CardBody, CardText, CardTitle } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { ResilientImage } from "@/components/ui/resilient-image";
import { SmartLink } from "@/components/ui/smart-link";
import type { HomeEvent } from "@/content/home";

/**
 * SPEC §3 "Event card": picture, badge, a short label (year, dates or 'Applications'), facts and
 * one action. A disabled card shows its action as an unavailable button, not a link.
 */
export function EventCard({ event }: { event: HomeEvent }) {
  return (
    <Card className="w-full overflow-hidden">
      <div className="relative">
        <ResilientImage
          src={event.image}
          webp={event.webpImage}
          alt=""
          width={480}
          height={270}
          className="aspect-video w-full object-cover"
        />
        <Badge tone={event.badgeColor} className="absolute top-4 left-4 shadow-sm">
          {event.badge}
        </Badge>
      </div>
      <CardBody>
        <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-brand-700 uppercase">
          <Icon name={event.icon} className="size-4" />
          {event.year}
        </p>
        <CardTitle>{event.title}</CardTitle>
        <CardText>{event.description}</CardText>
        <ul className="grid gap-2 text-sm font-medium text-ink">
          {event.facts.map((fact) => (
            <li key={fact.text} className="flex items-center gap-2">
              <Icon name={fact.icon} className="size-4 text-brand-700" />
              {fact.text}
            </li>
          ))}
        </ul>
        <div className="mt-auto pt-2">
          {event.disabled ? (
            <button
              type="button"
              disabled
              aria-disabled="true"
              className={buttonStyles({ variant: "outline", size: "md" })}
            >
              <Clock aria-hidden="true" />
              {event.linkText}
            </button>
          ) : (
            <SmartLink href={event.link} className={buttonStyles({ variant: "primary", size: "md" })}>
              {event.linkText}
              {/* The rest of the link's name as text, not aria-label: search engines read link text. */}
              {event.linkLabel?.startsWith(event.linkText) && (
                <span className="sr-only">{event.linkLabel.slice(event.linkText.length)}</span>
              )}
              <ArrowRight aria-hidden="true" />
            </SmartLink>
          )}
        </div>
      </CardBody>
    </Card>
  );
}
