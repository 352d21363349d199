import { ArrowRight, Clock } from "lucide-react";

import { Badge } from "@/src/components/ui/badge";
import { buttonStyles } from "@/src/components/ui/button";
import { Card, CardBody, CardText, CardTitle } from "@/src/components/ui/card";
import { Icon } from "@/src/components/ui/icon";
import { ResilientImage } from "@/src/components/ui/resilient-image";
import { SmartLink } from "@/src/components/ui/smart-link";
import { When } from "@/src/components/ui/when";
import type { EventCardState, HomeEvent } from "@/src/data/home";
import { eventPhases, type EventPhase } from "@/lib/as-of";

type CardPart = { phases: readonly EventPhase[]; state: EventCardState };

/** The card's states: the spec's while the event is ahead, then its `later` ones. */
function statesOf(event: HomeEvent): CardPart[] {
  const later = event.later.flatMap((state) => state.phases);
  return [
    { phases: eventPhases.filter((phase) => !later.includes(phase)), state: event },
    ...event.later.map((state) => ({ phases: state.phases, state })),
  ];
}

function CardAction({ state }: { state: EventCardState }) {
  if (state.disabled) {
    return (
      <button
        type="button"
        disabled
        aria-disabled="true"
        className={buttonStyles({ variant: "outline", size: "md" })}
      >
        <Clock aria-hidden="true" />
        {state.linkText}
      </button>
    );
  }
  return (
    <SmartLink href={state.link} className={buttonStyles({ variant: "primary", size: "md" })}>
      {state.linkText}
      {/* The rest of the link's name as text, not aria-label: search engines read link text. */}
      {state.linkLabel?.startsWith(state.linkText) && (
        <span className="sr-only">{state.linkLabel.slice(state.linkText.length)}</span>
      )}
      <ArrowRight aria-hidden="true" />
    </SmartLink>
  );
}

const factStyles = "flex items-center gap-2";

/**
 * docs/product.md §3 "Event card": picture, badge, a short label (year, dates or 'Applications'), facts and
 * one action. A disabled card shows its action as an unavailable button, not a link. Badge, label
 * and action follow the event's state (lib/as-of.ts).
 */
export function EventCard({ event }: { event: HomeEvent }) {
  const parts = statesOf(event);
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
        {parts.map(({ phases, state }) => (
          <When key={state.badge} dates={event.dates} phases={phases}>
            <Badge tone={state.badgeColor} className="absolute top-4 left-4 shadow-sm">
              {state.badge}
            </Badge>
          </When>
        ))}
      </div>
      <CardBody>
        <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-brand-700 uppercase">
          <Icon name={event.icon} className="size-4" />
          {parts.map(({ phases, state }) => (
            <When key={state.badge} dates={event.dates} phases={phases} as="span">
              {state.year}
            </When>
          ))}
        </p>
        <CardTitle>{event.title}</CardTitle>
        <CardText>{event.description}</CardText>
        <ul className="grid gap-2 text-sm font-medium text-ink">
          {event.facts.map((fact) => {
            const content = (
              <>
                <Icon name={fact.icon} className="size-4 text-brand-700" />
                {fact.text}
              </>
            );
            return fact.phases ? (
              <When key={fact.text} dates={event.dates} phases={fact.phases} as="li" className={factStyles}>
                {content}
              </When>
            ) : (
              <li key={fact.text} className={factStyles}>
                {content}
              </li>
            );
          })}
        </ul>
        <div className="mt-auto pt-2">
          {parts.map(({ phases, state }) => (
            <When key={state.badge} dates={event.dates} phases={phases}>
              <CardAction state={state} />
            </When>
          ))}
        </div>
      </CardBody>
    </Card>
  );
}
