import { MousePointerClick } from "lucide-react";
import { Suspense, useEffect, useRef, useState } from "react";

import { winnerDetailCopy as copy } from "@/src/data/awards/winner-detail-copy";
import { preloadable, useFirstOpen } from "@/lib/preloadable";
import { cx } from "@/lib/utils";

import type { WinnerDetailDialogProps, WinnerDetailProps } from "./winner-detail-dialog";

const dialog = preloadable<WinnerDetailDialogProps>(() =>
  import("./winner-detail-dialog").then((module) => module.WinnerDetailDialog),
);

/** Fetches the dialog's code ahead of any click (shared by every card: fetched once). */
const warm = () => {
  dialog.preload().catch(() => {
    // Offline or a failed chunk: the click tries again.
  });
};

/**
 * A winner card with detail data (docs/product.md §2): a button showing name, organisation and 'Click to view
 * details' (named "Name, Organisation: view details") that opens the winner's story in a modal. The
 * card hydrates when it comes into view (client:inview); the modal's code (Radix's dialog and the
 * story) is then fetched once the browser is idle, or at once on hover, touch or focus, so the
 * first card opens as fast as the next. Focus returns to the card when it closes.
 */
export function WinnerDetailCard(props: WinnerDetailProps) {
  const { name, organization } = props;
  const [isOpen, setIsOpen] = useState(false);
  const [Dialog, showDialog] = useFirstOpen(dialog);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!("requestIdleCallback" in window)) {
      const timer = setTimeout(warm, 200);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(warm, { timeout: 2000 });
    return () => cancelIdleCallback(idle);
  }, []);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-label={copy.cardName(name, organization)}
        onClick={() => {
          showDialog();
          setIsOpen(true);
        }}
        onPointerEnter={warm}
        onPointerDown={warm}
        onFocus={warm}
        className={cx(
          "group flex h-full w-full flex-col items-start rounded-2xl border border-brand-200 bg-brand-50 p-5 text-start",
          "transition-colors hover:border-brand-500 hover:bg-brand-100",
        )}
      >
        <span className="font-semibold text-ink">{name}</span>
        <span className="mt-1 text-sm text-muted">{organization}</span>
        <span className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 group-hover:underline">
          <MousePointerClick aria-hidden="true" className="size-4" />
          {copy.cardCta}
        </span>
      </button>
      {Dialog && (
        <Suspense fallback={null}>
          <Dialog
            {...props}
            open={isOpen}
            onOpenChange={setIsOpen}
            onClosed={() => buttonRef.current?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}
