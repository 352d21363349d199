import { Icon } from "@/src/components/ui/icon";
import { Section } from "@/src/components/ui/section";
import { SmartLink } from "@/src/components/ui/smart-link";
import type { IconName } from "@/content/types";

type Note = {
  id: string;
  icon: IconName;
  title: string;
  text: string;
  link?: { label: string; href: string };
};

type NotesSectionProps = {
  id: string;
  notes: { title: string; items: readonly Note[] };
};

/** The discount, renewal and group-membership notes, with mailto links to the office. */
export function NotesSection({ id, notes }: NotesSectionProps) {
  return (
    <Section id={id} tone="muted" heading={{ id: `${id}-title`, title: notes.title }}>
      <ul className="grid gap-6 md:grid-cols-3">
        {notes.items.map((note) => (
          <li key={note.id} className="flex flex-col gap-3 rounded-card border border-line bg-surface p-6">
            <Icon name={note.icon} className="size-7 text-brand-700" />
            <h3 className="text-lg font-semibold text-ink">{note.title}</h3>
            <p className="flex-1 leading-relaxed text-muted">{note.text}</p>
            {note.link && (
              <SmartLink
                href={note.link.href}
                className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950"
              >
                {note.link.label}
              </SmartLink>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}
