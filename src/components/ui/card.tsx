import type { ComponentProps } from "react";

import { cn } from "@/lib/utils";

/** A white, rounded card with a hairline border (a `<div>`: wrap it in an `<li>` or `<article>` for its meaning). */
export function Card({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn("flex flex-col rounded-card border border-line bg-surface shadow-card", className)}
      {...props}
    />
  );
}

export function CardBody({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-1 flex-col gap-3 p-6", className)} {...props} />;
}

export function CardTitle({ className, children, ...props }: ComponentProps<"h3">) {
  return (
    <h3 className={cn("text-lg leading-snug font-semibold text-ink", className)} {...props}>
      {children}
    </h3>
  );
}

export function CardText({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("leading-relaxed text-muted", className)} {...props} />;
}

/** A rounded square holding an icon, used at the top of feature cards. */
export function IconTile({ className, ...props }: ComponentProps<"span">) {
  return (
    <span
      className={cn(
        "inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-100 text-brand-800",
        "[&_svg]:size-6",
        className,
      )}
      {...props}
    />
  );
}
