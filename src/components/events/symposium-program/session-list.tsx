import { Disclosure } from "@/src/components/ui/disclosure";
import { programCopy, showsSpeakers } from "@/src/data/symposium-program";
import type { Session } from "@/content/types";

import { SessionTypeBadge } from "./session-type-badge";
import { SpeakerAvatar } from "./speaker-avatar";

/**
 * A day's sessions as collapsible `<details>` rows: each header shows the time, type and title;
 * any number of rows can be open at once (the rows share no `name`). No script.
 */
export function SessionList({ sessions, label }: { sessions: readonly Session[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-col gap-3">
      {sessions.map((session) => (
        <li key={`${session.time} ${session.title}`}>
          <Disclosure
            spacing="compact"
            summaryLabel={programCopy.sessionRowName(session)}
            summary={
              <span className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
                <span className="flex items-center gap-3 sm:w-60 sm:shrink-0">
                  <time className="text-sm font-semibold text-brand-800 tabular-nums">{session.time}</time>
                  <SessionTypeBadge type={session.type} />
                </span>
                <span className="text-base leading-snug font-semibold text-ink sm:text-lg">
                  {session.title}
                </span>
              </span>
            }
          >
            <p className="max-w-3xl leading-relaxed text-muted">{session.description}</p>
            {showsSpeakers(session) && (
              <div className="mt-5">
                <h4 className="text-sm font-semibold tracking-wide text-ink uppercase">
                  {programCopy.speakersHeading(session.speakers.length)}
                </h4>
                <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {session.speakers.map((speaker) => (
                    <li key={speaker.name} className="flex items-center gap-3">
                      <SpeakerAvatar name={speaker.name} group={speaker.company} photo={speaker.photo} />
                      <div className="min-w-0">
                        <p className="font-semibold text-ink">
                          {speaker.title ? `${speaker.title} ${speaker.name}` : speaker.name}
                        </p>
                        <p className="text-sm text-muted">
                          {speaker.position}, {speaker.company}
                        </p>
                        {speaker.email && (
                          <a
                            href={`mailto:${speaker.email}`}
                            className="text-sm break-all text-brand-700 underline underline-offset-2 hover:text-brand-900"
                          >
                            {speaker.email}
                          </a>
                        )}
                      </div>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </Disclosure>
        </li>
      ))}
    </ul>
  );
}
