import { Sparkles } from "lucide-react";

import { CountryLabel } from "@/src/components/governance/board/country-label";
import { PersonAvatar } from "@/src/components/governance/board/person-avatar";
import { ResilientImage } from "@/src/components/ui/resilient-image";
import { committeesCopy } from "@/src/data/committees";
import type { Committee } from "@/content/types";
import { generatedImage } from "@/lib/images";

/** One committee: header illustration, purpose, leaders and key activities. */
export function CommitteeCard({ committee }: { committee: Committee }) {
  const image = generatedImage(committee.headerImage);
  const titleId = `${committee.id}-title`;
  return (
    <li>
      <article
        id={committee.id}
        aria-labelledby={titleId}
        className="flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card"
      >
        <ResilientImage
          src={image.src}
          webp={image.webp}
          alt=""
          width={800}
          height={360}
          className="aspect-[20/9] w-full object-cover"
        />
        <div className="flex flex-1 flex-col gap-5 p-6">
          <div>
            <h3 id={titleId} className="text-xl font-bold text-ink">
              {committee.name}
            </h3>
            <p className="mt-2 leading-relaxed text-muted">{committee.description}</p>
          </div>
          <div>
            <h4 className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
              {committeesCopy.leadersLabel}
            </h4>
            <ul className="mt-3 flex flex-col gap-3">
              {committee.leaders.map((leader) => (
                <li key={leader.name} className="flex items-center gap-3">
                  <PersonAvatar name={leader.name} group={committee.name} image={leader.image} />
                  <div className="min-w-0 text-sm">
                    <p className="font-semibold text-ink">{leader.name}</p>
                    <p className="text-muted">{leader.role}</p>
                    {leader.country && leader.countryCode && (
                      <CountryLabel
                        country={leader.country}
                        countryCode={leader.countryCode}
                        className="mt-1"
                      />
                    )}
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h4 className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
              {committeesCopy.activitiesLabel}
            </h4>
            <ul className="mt-3 flex flex-col gap-2">
              {committee.keyActivities.map((activity) => (
                <li key={activity} className="flex gap-2 text-sm leading-relaxed text-ink">
                  <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-600" />
                  {activity}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </article>
    </li>
  );
}
