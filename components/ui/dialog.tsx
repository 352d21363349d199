"use client";

import { X } from "lucide-react";
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
} from "react";
import { createPortal } from "react-dom";

import { useIsHydrated } from "@/hooks/use-is-hydrated";
import { cx } from "@/lib/utils";

type DialogState = {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The trigger, where focus returns when the dialog closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  contentId: string;
  titleId: string;
  descriptionId: string;
};

const DialogContext = createContext<DialogState | null>(null);

function useDialog(part: string): DialogState {
  const state = useContext(DialogContext);
  if (!state) throw new Error(`${part} must be used inside Dialog`);
  return state;
}

type DialogProps = {
  /** Whether the dialog is open (controlled); use with `onOpenChange`. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
};

/**
 * Modal dialog on the native `<dialog>` element (`showModal()`): it sits in the top layer and the
 * page behind is inert. Focus moves to its first control and Tab cycles inside it; Escape, the
 * close button and a click on the backdrop close it; focus returns to the trigger; the page behind
 * can't scroll while it is open. Its content is only rendered while it is open.
 */
export function Dialog({ open, defaultOpen = false, onOpenChange, children }: DialogProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultOpen);
  const isOpen = open ?? uncontrolled;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const id = useId();

  const setOpen = (next: boolean) => {
    if (next === isOpen) return;
    setUncontrolled(next);
    onOpenChange?.(next);
  };

  return (
    <DialogContext
      value={{
        open: isOpen,
        setOpen,
        triggerRef,
        contentId: `${id}-content`,
        titleId: `${id}-title`,
        descriptionId: `${id}-description`,
      }}
    >
      {children}
    </DialogContext>
  );
}

/** The button that opens the dialog. */
export function DialogTrigger({ onClick, ...props }: ComponentProps<"button">) {
  const { open, setOpen, triggerRef, contentId } = useDialog("DialogTrigger");
  return (
    <button
      ref={triggerRef}
      type="button"
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={contentId}
      data-state={open ? "open" : "closed"}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(!open);
      }}
      {...props}
    />
  );
}

/** A button that closes the dialog. */
export function DialogClose({ onClick, ...props }: ComponentProps<"button">) {
  const dialog = useDialog("DialogClose");
  return (
    <button
      type="button"
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) dialog.setOpen(false);
      }}
      {...props}
    />
  );
}

/** "dark" is for images: a darker backdrop and a dark panel with light text. */
type DialogTone = "light" | "dark";

const ToneContext = createContext<DialogTone>("light");

/*
 * The backdrop's colour is written out with theme(): before Chrome 122 and Safari 17.4, ::backdrop
 * doesn't inherit the theme's CSS variables, so a colour utility reading one would be transparent.
 */
const toneStyles: Record<DialogTone, { panel: string; title: string; description: string }> = {
  light: {
    panel: "bg-surface text-ink backdrop:bg-[theme(--color-brand-950/70%)]",
    title: "text-ink",
    description: "text-muted",
  },
  dark: {
    panel: "bg-brand-950 text-white backdrop:bg-[theme(--color-brand-950/90%)]",
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

type DialogContentProps = Omit<ComponentProps<"dialog">, "open" | "onCancel" | "onClose"> & {
  /** Accessible name of the close button. */
  closeLabel?: string;
  tone?: DialogTone;
  /** Largest width of the panel. */
  width?: keyof typeof widthStyles;
  placement?: keyof typeof placementStyles;
  /**
   * Called when the dialog has closed, before focus returns to the trigger; `preventDefault()`
   * keeps focus from moving (to send it elsewhere).
   */
  onCloseAutoFocus?: (event: Event) => void;
};

/** The panel, rendered at the end of the body while the dialog is open. */
export function DialogContent(props: DialogContentProps) {
  const dialog = useDialog("DialogContent");
  const isHydrated = useIsHydrated();
  if (!dialog.open || !isHydrated) return null;
  return createPortal(<OpenDialog {...props} />, document.body);
}

const TABBABLE = [
  "a[href]",
  "button:not(:disabled)",
  "input:not(:disabled):not([type='hidden'])",
  "select:not(:disabled)",
  "textarea:not(:disabled)",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

/** Elements inside `container` that Tab reaches, in order. */
function tabbablesIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) =>
      element.tabIndex >= 0 && (typeof element.checkVisibility !== "function" || element.checkVisibility()),
  );
}

/**
 * Stops the page behind from scrolling, keeping the scrollbar's width so nothing shifts. The body's
 * `data-scroll-locked` counts the open dialogs (the attribute Radix used).
 */
function lockPageScroll(): () => void {
  const { body } = document;
  const count = Number(body.dataset.scrollLocked ?? 0);
  if (count === 0) {
    const gap = window.innerWidth - document.documentElement.clientWidth;
    body.style.overflow = "hidden";
    body.style.overscrollBehavior = "contain";
    if (gap > 0) body.style.marginRight = `${gap}px`;
  }
  body.dataset.scrollLocked = String(count + 1);
  return () => {
    const remaining = Number(body.dataset.scrollLocked ?? 1) - 1;
    if (remaining > 0) {
      body.dataset.scrollLocked = String(remaining);
      return;
    }
    delete body.dataset.scrollLocked;
    body.style.removeProperty("overflow");
    body.style.removeProperty("overscroll-behavior");
    body.style.removeProperty("margin-right");
  };
}

function isOutside(element: HTMLElement, event: { clientX: number; clientY: number }): boolean {
  const box = element.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  );
}

function OpenDialog({
  className,
  children,
  closeLabel = "Close",
  tone = "light",
  width = "2xl",
  placement = "center",
  onCloseAutoFocus,
  onKeyDown,
  onPointerDown,
  onClick,
  ...props
}: DialogContentProps) {
  const { setOpen, triggerRef, contentId, titleId, descriptionId } = useDialog("DialogContent");
  const ref = useRef<HTMLDialogElement>(null);
  const pressedBackdrop = useRef(false);
  /** Set while the dialog closes itself, so its own `close` event isn't taken as a request. */
  const isClosing = useRef(false);
  const closeAutoFocus = useRef(onCloseAutoFocus);

  useEffect(() => {
    closeAutoFocus.current = onCloseAutoFocus;
  });

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const focusedBefore = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const trigger = triggerRef.current;
    isClosing.current = false;
    element.showModal();
    (tabbablesIn(element)[0] ?? element).focus({ preventScroll: true });
    const unlockPageScroll = lockPageScroll();
    return () => {
      isClosing.current = true;
      if (element.open) element.close();
      unlockPageScroll();
      const event = new Event("closeAutoFocus", { cancelable: true });
      closeAutoFocus.current?.(event);
      if (!event.defaultPrevented) (trigger ?? focusedBefore)?.focus();
    };
  }, [triggerRef]);

  /** Escape closes; Tab and Shift+Tab cycle through the dialog's controls. */
  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === "Escape") {
      event.preventDefault();
      setOpen(false);
      return;
    }
    if (event.key !== "Tab") return;
    const tabbables = tabbablesIn(event.currentTarget);
    const first = tabbables[0];
    const last = tabbables.at(-1);
    const active = document.activeElement;
    if (!first || !last) {
      event.preventDefault();
    } else if (event.shiftKey && (active === first || active === event.currentTarget)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  /** A click that starts and ends on the backdrop (outside the panel) closes the dialog. */
  const onBackdrop = (event: PointerEvent<HTMLDialogElement> | MouseEvent<HTMLDialogElement>) =>
    event.target === event.currentTarget && isOutside(event.currentTarget, event);

  const styles = toneStyles[tone];
  return (
    <dialog
      ref={ref}
      id={contentId}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      data-state="open"
      tabIndex={-1}
      className={cx(
        "fixed right-auto bottom-auto left-1/2 w-[calc(100%-2rem)] -translate-x-1/2",
        "overflow-y-auto overscroll-contain rounded-card shadow-card",
        "focus-visible:outline-none motion-safe:animate-fade-in motion-safe:backdrop:animate-fade-in",
        widthStyles[width],
        placementStyles[placement],
        styles.panel,
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) handleKeyDown(event);
      }}
      onCancel={(event) => {
        // Other ways of asking to close (e.g. Android's back gesture): the state decides.
        event.preventDefault();
        setOpen(false);
      }}
      onClose={() => {
        if (!isClosing.current) setOpen(false);
      }}
      onPointerDown={(event) => {
        onPointerDown?.(event);
        pressedBackdrop.current = onBackdrop(event);
      }}
      onClick={(event) => {
        onClick?.(event);
        if (pressedBackdrop.current && onBackdrop(event)) setOpen(false);
        pressedBackdrop.current = false;
      }}
      {...props}
    >
      <ToneContext value={tone}>{children}</ToneContext>
      <DialogClose
        className={cx(
          "absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-full",
          "bg-surface/90 text-ink shadow-sm hover:bg-surface-muted",
        )}
      >
        <X aria-hidden="true" className="size-5" />
        <span className="sr-only">{closeLabel}</span>
      </DialogClose>
    </dialog>
  );
}

const titleSizes = {
  default: "text-2xl",
  compact: "text-xl",
  /** An image's caption: smaller on phones. */
  caption: "text-lg sm:text-xl",
} as const;

type DialogTitleProps = ComponentProps<"h2"> & { size?: keyof typeof titleSizes };

export function DialogTitle({ className, size = "default", ...props }: DialogTitleProps) {
  const { titleId } = useDialog("DialogTitle");
  const tone = useContext(ToneContext);
  return (
    <h2
      id={titleId}
      className={cx("font-bold", titleSizes[size], toneStyles[tone].title, className)}
      {...props}
    />
  );
}

export function DialogDescription({ className, ...props }: ComponentProps<"p">) {
  const { descriptionId } = useDialog("DialogDescription");
  const tone = useContext(ToneContext);
  return <p id={descriptionId} className={cx(toneStyles[tone].description, className)} {...props} />;
}
