import type { ReactNode } from "react";

import { Section } from "@/src/components/ui/section";
import { SmartLink } from "@/src/components/ui/smart-link";
import type { NoticeBlock } from "@/src/data/privacy";
import { formatDate } from "@/lib/event-dates";

type NoticeSectionProps = {
  label: string;
  blocks: readonly NoticeBlock[];
  lastChanged: { label: string; iso: string };
  /** The analytics choice (an island), placed after the block that asks for it. */
  children?: ReactNode;
};

/** The privacy notice: short blocks of plain text, the visitor's choice, the date it last changed. */
export function NoticeSection({ label, blocks, lastChanged, children }: NoticeSectionProps) {
  return (
    <Section aria-label={label}>
      <div className="mx-auto grid max-w-3xl gap-12">
        {blocks.map((block) => (
          <div key={block.id} id={block.id} className="grid gap-4 text-lg leading-relaxed text-muted">
            <h2 className="text-2xl font-bold text-ink">{block.title}</h2>
            {block.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {block.items && (
              <ul className="grid list-disc gap-2 pl-6">
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
            {block.afterItems?.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {block.link && (
              <p>
                <SmartLink href={block.link.href} className="rounded font-semibold text-brand-700 underline">
                  {block.link.label}
                </SmartLink>
              </p>
            )}
            {block.hasChoice && children}
          </div>
        ))}
        <p className="border-t border-line pt-6 text-muted">
          {lastChanged.label}: <time dateTime={lastChanged.iso}>{formatDate(lastChanged.iso)}</time>
        </p>
      </div>
    </Section>
  );
}
