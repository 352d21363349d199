import { ButtonLink } from "@/src/components/ui/button";
import { Section } from "@/src/components/ui/section";
import type { organisationContact } from "@/src/data/organizational-membership";

type ContactSectionProps = {
  id: string;
  contact: typeof organisationContact;
};

/** Where to ask: a mailto link to the office, and the individual membership page. */
export function ContactSection({ id, contact }: ContactSectionProps) {
  return (
    <Section
      id={id}
      tone="brand"
      heading={{ id: `${id}-title`, title: contact.title, subtitle: contact.text, isInverse: true }}
    >
      <div className="flex flex-wrap justify-center gap-3">
        <ButtonLink href={contact.email.href} variant="accent" size="lg">
          {contact.email.label}
        </ButtonLink>
        <ButtonLink href={contact.individual.href} variant="outline-light" size="lg">
          {contact.individual.label}
        </ButtonLink>
      </div>
    </Section>
  );
}
