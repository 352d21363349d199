import { Icon } from "@/src/components/ui/icon";
import { Section } from "@/src/components/ui/section";
import type { RegistrationStatus, SymposiumActionsCopy } from "@/src/data/symposium";

import { SymposiumActions } from "./symposium-actions";

type RegistrationSectionProps = {
  id: string;
  registration: { eyebrow: string; title: string; text: string; statuses: readonly RegistrationStatus[] };
  links: { registerNow: string; registerInterest: string };
  actions: SymposiumActionsCopy;
};

/** Registration status (when it opens, the early-bird line) and the ways to register. */
export function RegistrationSection({ id, registration, links, actions }: RegistrationSectionProps) {
  return (
    <Section id={id} tone="brand" aria-labelledby={`${id}-title`}>
      <div className="mx-auto max-w-3xl text-center">
        <p className="mb-3 text-sm font-semibold tracking-widest text-accent-300 uppercase">
          {registration.eyebrow}
        </p>
        <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight sm:text-4xl">
          {registration.title}
        </h2>
        <ul className="mt-6 flex flex-wrap justify-center gap-3">
          {registration.statuses.map((status) => (
            <li
              key={status.label}
              className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 font-semibold ring-1 ring-white/20"
            >
              <Icon name={status.icon} className="size-4 text-accent-300" />
              {status.label}
            </li>
          ))}
        </ul>
        <p className="mt-6 text-lg leading-relaxed text-brand-100">{registration.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <SymposiumActions actions={actions} links={links} />
        </div>
      </div>
    </Section>
  );
}
