import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { createContext, useContext, useEffect, useRef, type ComponentProps, type RefObject } from "react";

import { holdPageBehind } from "@/lib/browser/page-behind";
import { cx } from "@/lib/utils";

/*
 * The site's modal dialog, with the site's look: Radix's Dialog moves focus in and keeps Tab in
 * it, closes on Escape, a click outside and the close button, and hands focus back. Its content is
 * rendered only while it is open.
 *
 * The page behind is made inert and still by holdPageBehind (lib/browser/page-behind.ts) after the
 * dialog's first paint, rather than by Radix's modal mode in the click itself: that mode sets
 * `pointer-events: none` and a scroll lock on the body, which restyles the whole page before the
 * dialog can show (65–80 ms of a first winner dialog's 260 ms at 4× CPU). Radix runs it as a
 * non-modal dialog; the overlay, the inert page and the focus handed back make it modal again.
 */

export function Dialog(props: Omit<ComponentProps<typeof DialogPrimitive.Root>, "modal">) {
  return <DialogPrimitive.Root {...props} modal={false} />;
}
export const DialogTrigger = DialogPrimitive.Trigger;

/** "dark" is for images: a darker backdrop and a dark panel with light text. */
type DialogTone = "light" | "dark";

const ToneContext = createContext<DialogTone>("light");

const toneStyles: Record<DialogTone, { overlay: string; panel: string; title: string; description: string }> =
  {
    light: {
      overlay: "bg-brand-950/70",
      panel: "bg-surface text-ink",
      title: "text-ink",
      description: "text-muted",
    },
    dark: {
      overlay: "bg-brand-950/90",
      panel: "bg-brand-950 text-white",
      title: "text-white",
      description: "text-brand-100",
    },
  };

const widthStyles = {
  "2xl": "max-w-2xl",
  "3xl": "max-w-3xl",
  "5xl": "max-w-5xl",
  /** A picture: the phone's whole width (no rounded corners there), else as 5xl. */
  image: "max-w-5xl max-sm:w-full max-sm:rounded-none",
} as const;

const placementStyles = {
  /** Centred, at most 90vh tall. */
  center: "top-1/2 max-h-[90vh] -translate-y-1/2",
  /** Near the top, so the panel can grow downwards (search results). */
  top: "top-4 max-h-[calc(100dvh-2rem)] sm:top-20 sm:max-h-[80vh]",
} as const;

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Accessible name of the close button. */
  closeLabel?: string;
  tone?: DialogTone;
  /** Largest width of the panel. */
  width?: keyof typeof widthStyles;
  placement?: keyof typeof placementStyles;
};

/** The panel over a backdrop, rendered at the end of the body while the dialog is open. */
export function DialogContent({
  className,
  children,
  closeLabel = "Close",
  tone = "light",
  width = "2xl",
  placement = "center",
  onOpenAutoFocus,
  onCloseAutoFocus,
  onPointerDownOutside,
  ...props
}: DialogContentProps) {
  const styles = toneStyles[tone];
  const overlayRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  /** What had focus when the dialog opened, to hand focus back to (its trigger, as a rule). */
  const returnTo = useRef<Element | null>(null);
  return (
    <DialogPrimitive.Portal>
      <div
        ref={overlayRef}
        aria-hidden="true"
        className={cx("fixed inset-0 z-[60] motion-safe:animate-fade-in", styles.overlay)}
      />
      <DialogPrimitive.Content
        ref={contentRef}
        aria-modal="true"
        className={cx(
          "fixed left-1/2 z-[60] w-[calc(100%-2rem)] -translate-x-1/2",
          "overflow-y-auto overscroll-contain rounded-card shadow-card",
          "focus-visible:outline-none motion-safe:animate-fade-in",
          widthStyles[width],
          placementStyles[placement],
          styles.panel,
          className,
        )}
        onOpenAutoFocus={(event) => {
          returnTo.current = document.activeElement;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          if (returnTo.current instanceof HTMLElement) returnTo.current.focus();
        }}
        onPointerDownOutside={(event) => {
          onPointerDownOutside?.(event);
          // As a modal dialog: a right or ctrl click outside opens a context menu, not a close.
          const { button, ctrlKey } = event.detail.originalEvent;
          if (button === 2 || (button === 0 && ctrlKey)) event.preventDefault();
        }}
        {...props}
      >
        <PageBehindHeld backdrop={overlayRef} panel={contentRef} />
        <ToneContext value={tone}>{children}</ToneContext>
        <DialogPrimitive.Close
          className={cx(
            "absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-full",
            "bg-surface/90 text-ink shadow-sm hover:bg-surface-muted",
          )}
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">{closeLabel}</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/**
 * While the dialog is open (Radix renders its content only then), the page behind is held. Radix
 * portals the backdrop and the panel to the body one by one, so the layer is both.
 */
function PageBehindHeld({ backdrop, panel }: Record<"backdrop" | "panel", RefObject<HTMLElement | null>>) {
  useEffect(() => {
    const parts = [backdrop.current, panel.current].filter((part) => part !== null);
    return parts.length > 0 ? holdPageBehind(...parts) : undefined;
  }, [backdrop, panel]);
  return null;
}

const titleSizes = {
  default: "text-2xl",
  compact: "text-xl",
  /** An image's caption: smaller on phones. */
  caption: "text-lg sm:text-xl",
} as const;

type DialogTitleProps = ComponentProps<typeof DialogPrimitive.Title> & { size?: keyof typeof titleSizes };

export function DialogTitle({ className, size = "default", ...props }: DialogTitleProps) {
  const tone = useContext(ToneContext);
  return (
    <DialogPrimitive.Title
      className={cx("font-bold", titleSizes[size], toneStyles[tone].title, className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  const tone = useContext(ToneContext);
  return <DialogPrimitive.Description className={cx(toneStyles[tone].description, className)} {...props} />;
}
