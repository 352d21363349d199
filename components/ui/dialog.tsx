import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { createContext, useContext, type ComponentProps } from "react";

import { cx } from "@/lib/utils";

/*
 * The site's modal dialog: Radix's Dialog (focus moved in and trapped, Escape, a click outside and
 * the close button close it, focus returns to the trigger, the page behind is inert and doesn't
 * scroll), with the site's look. Its content is rendered only while it is open.
 */

export const Dialog = DialogPrimitive.Root;
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
  ...props
}: DialogContentProps) {
  const styles = toneStyles[tone];
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        className={cx("fixed inset-0 z-[60] motion-safe:animate-fade-in", styles.overlay)}
      />
      <DialogPrimitive.Content
        className={cx(
          "fixed left-1/2 z-[60] w-[calc(100%-2rem)] -translate-x-1/2",
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
