import { ChevronLeft, ChevronRight, Expand } from "lucide-react";
import { useState, type KeyboardEvent } from "react";

import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@/src/components/ui/dialog";
import { ResilientImage } from "@/src/components/ui/resilient-image";
import { studyTourLightboxCopy as copy } from "@/src/data/study-tour-lightbox-copy";
import type { ImageSource } from "@/lib/images";
import { cx } from "@/lib/utils";

/** One park's picture as the lightbox shows it. */
export type LightboxPark = {
  name: string;
  caption: string;
  alt: string;
  photo: ImageSource;
};

type ParkLightboxProps = {
  /** Every park of the tour, in page order: the lightbox pages through them. */
  parks: readonly LightboxPark[];
  /** The park of this card. */
  index: number;
  width: number;
  height: number;
};

const stepButton = cx(
  "inline-flex size-11 shrink-0 items-center justify-center rounded-full",
  "bg-white/10 text-white hover:bg-white/20",
);

/**
 * A park card's image as a button that opens it large (docs/product.md §4 lightbox), with Previous and Next
 * (buttons and the arrow keys) through the tour's other parks. The modal dialog moves focus in and
 * traps it, closes on Escape, the close button or a click on the backdrop, returns focus to the
 * card's image and locks the page scroll. On a phone it takes the screen's whole width; the close
 * button sits in a bar above the picture, never on it.
 */
export function ParkLightbox({ parks, index, width, height }: ParkLightboxProps) {
  const [shown, setShown] = useState(index);
  const own = parks[index];
  const park = parks[shown] ?? own;
  if (!own || !park) return null;
  const count = parks.length;
  const step = (by: number) => setShown((current) => (current + by + count) % count);
  const previous = parks[(shown - 1 + count) % count];
  const next = parks[(shown + 1) % count];

  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === "ArrowLeft") step(-1);
    else if (event.key === "ArrowRight") step(1);
  };

  return (
    <Dialog onOpenChange={(open) => open && setShown(index)}>
      <DialogTrigger
        aria-label={copy.open(own.name)}
        className={cx(
          "group relative block w-full overflow-hidden rounded-t-card bg-surface-muted",
          "focus-visible:outline-offset-[-3px]",
        )}
      >
        <ResilientImage
          src={own.photo.src}
          webp={own.photo.webp}
          alt={own.alt}
          width={width}
          height={height}
          className="aspect-[40/26] w-full object-cover motion-safe:transition-transform motion-safe:duration-300 motion-safe:group-hover:scale-105"
        />
        <span
          aria-hidden="true"
          className="absolute right-3 bottom-3 inline-flex items-center gap-1.5 rounded-full bg-brand-950/80 px-3 py-1.5 text-xs font-semibold text-white"
        >
          <Expand aria-hidden="true" className="size-3.5" />
          {copy.badge}
        </span>
      </DialogTrigger>
      <DialogContent
        closeLabel={copy.close}
        tone="dark"
        width="image"
        className="px-0 pb-3 sm:px-4 sm:pb-4"
        onKeyDown={onKeyDown}
      >
        {/* The bar the close button (top right) sits in, so it never covers the picture. */}
        <p className="flex h-16 items-center px-4 pr-16 text-sm text-brand-100 sm:px-1" aria-hidden="true">
          {count > 1 && copy.position(shown + 1, count)}
        </p>
        <ResilientImage
          key={park.photo.src}
          src={park.photo.src}
          webp={park.photo.webp}
          alt={park.alt}
          width={width}
          height={height}
          className="w-full sm:rounded-xl"
        />
        <div className="flex items-start gap-3 px-4 pt-3 sm:px-1">
          <div aria-live="polite" className="min-w-0 flex-1">
            <DialogTitle size="caption">{park.name}</DialogTitle>
            <DialogDescription>{park.caption}</DialogDescription>
          </div>
          {count > 1 && previous && next && (
            <div className="flex shrink-0 gap-2">
              <button type="button" onClick={() => step(-1)} className={stepButton}>
                <ChevronLeft aria-hidden="true" className="size-5" />
                <span className="sr-only">{copy.previous(previous.name)}</span>
              </button>
              <button type="button" onClick={() => step(1)} className={stepButton}>
                <ChevronRight aria-hidden="true" className="size-5" />
                <span className="sr-only">{copy.next(next.name)}</span>
              </button>
            </div>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
