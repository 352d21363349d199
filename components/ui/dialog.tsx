"use client";

import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps } from "react";

import { cn } from "@/lib/utils";

/**
 * Modal dialog on Radix: focus moves in and is trapped, Escape, the close button and a click
 * outside close it, focus returns to the trigger, and the page behind can't scroll.
 */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** Classes for the dimmed backdrop. */
  overlayClassName?: string;
};

export function DialogContent({
  className,
  overlayClassName,
  children,
  closeLabel = "Close",
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        className={cn("fixed inset-0 z-[70] bg-brand-950/70 motion-safe:animate-fade-in", overlayClassName)}
      />
      <DialogPrimitive.Content
        className={cn(
          "fixed top-1/2 left-1/2 z-[71] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2",
          "max-h-[90vh] overflow-y-auto overscroll-contain rounded-card bg-surface shadow-card",
          "focus-visible:outline-none motion-safe:animate-fade-in",
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          className={cn(
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

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn("text-2xl font-bold text-ink", className)} {...props} />;
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("text-muted", className)} {...props} />;
}
