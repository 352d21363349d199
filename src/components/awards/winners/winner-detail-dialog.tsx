import { Building2, Quote } from "lucide-react";

import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/src/components/ui/dialog";
import { ResilientImage } from "@/src/components/ui/resilient-image";
import {
  AWARD_ILLUSTRATION_SIZE,
  awardIllustrations,
  illustrationPath,
} from "@/content/schemas/award-illustrations";
import { winnerDetailCopy as copy } from "@/src/data/awards/winner-detail-copy";
import type { WinnerDetail } from "@/content/types";
import { generatedImage } from "@/lib/images";
import { cx } from "@/lib/utils";

export type WinnerDetailProps = {
  name: string;
  organization: string;
  category: string;
  region: string;
  detail: WinnerDetail;
};

export type WinnerDetailDialogProps = WinnerDetailProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the dialog has closed, to return focus to the card that opened it. */
  onClosed: () => void;
};

/**
 * A winner's story in a modal (docs/product.md §2), opened from its card (winner-detail-card.tsx, which loads
 * this module before the first click): closes with its close button, Escape or a click outside, is at
 * most 90vh tall and scrolls inside, traps focus and hands it back through `onClosed`.
 */
export function WinnerDetailDialog({
  name,
  organization,
  category,
  region,
  detail,
  open,
  onOpenChange,
  onClosed,
}: WinnerDetailDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={copy.closeLabel}
        width="3xl"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <div className="grid gap-6 p-6 sm:p-8">
          <header className="pe-10">
            <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">{region}</p>
            <DialogTitle className="mt-1">{name}</DialogTitle>
            <DialogDescription className="mt-1">{category}</DialogDescription>
          </header>

          <div className={cx("grid gap-3", detail.photos.length > 1 && "sm:grid-cols-2")}>
            {detail.photos.map((photo) => {
              const image = generatedImage(illustrationPath(photo));
              return (
                <ResilientImage
                  key={photo}
                  src={image.src}
                  webp={image.webp}
                  alt={awardIllustrations[photo]}
                  width={AWARD_ILLUSTRATION_SIZE.width}
                  height={AWARD_ILLUSTRATION_SIZE.height}
                  isPriority
                  className="w-full rounded-xl"
                />
              );
            })}
          </div>

          <dl>
            <dt className="flex items-center gap-2 text-sm font-semibold text-muted">
              <Building2 aria-hidden="true" className="size-4" />
              {copy.organisationLabel}
            </dt>
            <dd className="mt-1 font-semibold text-ink">{organization}</dd>
          </dl>

          <section aria-labelledby={`${slugOf(name)}-about`}>
            <h3 id={`${slugOf(name)}-about`} className="text-lg font-bold text-ink">
              {copy.aboutHeading}
            </h3>
            <p className="mt-2 leading-relaxed text-muted">{detail.description}</p>
          </section>

          <section aria-labelledby={`${slugOf(name)}-testimony`}>
            <h3 id={`${slugOf(name)}-testimony`} className="text-lg font-bold text-ink">
              {copy.testimonyHeading}
            </h3>
            <blockquote className="mt-2 flex gap-3 rounded-xl bg-surface-muted p-4 leading-relaxed text-ink italic">
              <Quote aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
              <p>{detail.testimony}</p>
            </blockquote>
          </section>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function slugOf(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
