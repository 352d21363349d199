import { ArrowRight } from "lucide-react";

import { Badge } from "@/src/components/ui/badge";
import { IconTile } from "@/src/components/ui/card";
import { Icon } from "@/src/components/ui/icon";
import { Section } from "@/src/components/ui/section";
import { governanceCopy, type GovernanceBody } from "@/src/data/governance";

/**
 * Five cards, one per governance page, each with its count. Each card is one link: its title is the
 * link (named by the page), stretched over the whole card.
 */
export function BodiesSection({ bodies }: { bodies: readonly GovernanceBody[] }) {
  return (
    <Section
      heading={{
        id: "bodies-heading",
        title: governanceCopy.bodiesHeading,
        subtitle: governanceCopy.bodiesSubtitle,
      }}
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {bodies.map((body) => (
          <li key={body.href}>
            <article className="group relative flex h-full flex-col gap-4 rounded-card border border-line bg-surface p-6 shadow-card transition-colors has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-focus has-[a:hover]:border-brand-400">
              <div className="flex items-start justify-between gap-3">
                <IconTile>
                  <Icon name={body.icon} />
                </IconTile>
                <Badge tone="open">{body.countLabel}</Badge>
              </div>
              <h3 className="text-lg font-semibold text-ink">
                <a
                  href={body.href}
                  className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
                >
                  {body.title}
                </a>
              </h3>
              <p className="flex-1 leading-relaxed text-muted">{body.description}</p>
              <span
                aria-hidden="true"
                className="inline-flex items-center gap-2 font-semibold text-brand-800 group-has-[a:hover]:underline"
              >
                {body.linkText}
                <ArrowRight
                  aria-hidden="true"
                  className="size-4 motion-safe:transition-transform motion-safe:group-has-[a:hover]:translate-x-1"
                />
              </span>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
