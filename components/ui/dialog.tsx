"use client";

import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { createContext, useContext, type ComponentProps } from "react";

import { cx } from "@/lib/utils";

/**
 * Modal dialog on Radix: focus moves in and is trapped, Escape, the close button and a click
 * outside close it, focus returns to the trigger, and the page behind can't scroll.
 */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/** "dark" is for images: a darker backdrop and a dark panel with light text. */
type DialogTone = "light" | "dark";

const ToneContext = createContext<DialogTone>("light");

const toneStyles: Record<DialogTone, { overlay: string; panel: string; title: string; description: string }> =
  {
    light: { overlay: "bg-brand-950/70", panel: "bg-surface", title: "text-ink", description: "text-muted" },
    dark: {
      overlay: "bg-brand-950/90",
      panel: "bg-brand-950 text-white",
      title: "text-white",
      description: "text-brand-100",
    },
  };

const widthStyles = { "2xl": "max-w-2xl", "3xl": "max-w-3xl", "5xl": "max-w-5xl" } as const;

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

/** The panel; `className` adds classes that don't conflict with its own (e.g. padding). */
export function DialogContent({
  className,
  children,
  closeLabel = "Close",
  tone = "light",
  width = "2xl",
  placement = "center",
  ...props
}: DialogContentProps) {
  const styles = toneStyles[tone];
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        className={cx("fixed inset-0 z-[70] motion-safe:animate-fade-in", styles.overlay)}
      />
      <DialogPrimitive.Content
        className={cx(
          "fixed left-1/2 z-[71] w-[calc(100%-2rem)] -translate-x-1/2",
          "overflow-y-auto overscroll-contain rounded-card shadow-card",
          "focus-visible:outline-none motion-safe:animate-fade-in",
          widthStyles[width],
          placementStyles[placement],
          styles.panel,
          className,
        )}
        {...props}
      >
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
