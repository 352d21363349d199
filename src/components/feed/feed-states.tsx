import { CircleAlert, RotateCw } from "lucide-react";

import { Button } from "@/src/components/ui/button";
import { feedMessages } from "@/src/data/feed-copy";
import { cx } from "@/lib/utils";

type FeedErrorProps = {
  title: string;
  body: string;
  /** The thrown message, shown as "Error: {message}" where docs/product.md §8 asks for it. */
  message?: string;
  onRetry?: () => void;
  className?: string;
};

/** docs/product.md §8 error panel: title, body, optional error line and a Try Again button that refetches. */
export function FeedError({ title, body, message, onRetry, className }: FeedErrorProps) {
  return (
    <div
      role="alert"
      className={cx(
        "flex flex-col items-center gap-3 rounded-card border border-red-200 bg-red-50 px-6 py-10 text-center",
        className,
      )}
    >
      <CircleAlert aria-hidden="true" className="size-8 text-red-700" />
      <h3 className="text-lg font-semibold text-ink">{title}</h3>
      <p className="max-w-prose text-muted">{body}</p>
      {message && <p className="max-w-prose text-sm break-words text-red-800">Error: {message}</p>}
      {onRetry && (
        <Button variant="outline" onClick={onRetry} className="mt-2">
          <RotateCw aria-hidden="true" />
          {feedMessages.retry}
        </Button>
      )}
    </div>
  );
}

/** A quiet panel for an empty feed. */
export function FeedEmpty({
  title,
  message,
  className,
}: {
  title?: string;
  message: string;
  className?: string;
}) {
  return (
    <div
      role="status"
      className={cx(
        "rounded-card border border-dashed border-line bg-surface-muted px-6 py-10 text-center",
        className,
      )}
    >
      {title && <h3 className="mb-2 text-lg font-semibold text-ink">{title}</h3>}
      <p className="text-muted">{message}</p>
    </div>
  );
}

/**
 * A grey, pulsing card outline shown while a feed loads (still under reduced motion). The large one
 * (the lead item's) marks its picture's box: a page's early feed call paints the lead image there as
 * soon as it has loaded, before the island renders the card (lib/feed/early-calls-script.ts).
 */
export function CardSkeleton({ isLarge = false }: { isLarge?: boolean }) {
  return (
    <div
      data-testid="card-skeleton"
      data-feed-loading=""
      aria-hidden="true"
      className={cx(
        "flex flex-col overflow-hidden rounded-card border border-line bg-surface",
        isLarge && "lg:flex-row",
      )}
    >
      <div
        data-lead-image={isLarge ? "" : undefined}
        className={cx(
          "aspect-video animate-pulse bg-gray-200 bg-cover bg-center motion-reduce:animate-none",
          isLarge && "lg:w-1/2",
        )}
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <div className="h-3 w-1/3 animate-pulse rounded bg-gray-200 motion-reduce:animate-none" />
        <div className="h-5 w-5/6 animate-pulse rounded bg-gray-200 motion-reduce:animate-none" />
        <div className="h-3 w-full animate-pulse rounded bg-gray-200 motion-reduce:animate-none" />
        <div className="h-3 w-2/3 animate-pulse rounded bg-gray-200 motion-reduce:animate-none" />
      </div>
    </div>
  );
}

/** Announces loading to screen readers while skeletons show. */
export function LoadingNote({ label }: { label: string }) {
  return (
    <p role="status" data-feed-loading="" className="sr-only">
      {label}
    </p>
  );
}

/** A grid of card skeletons with a screen-reader note, as feed grids show while loading. */
export function SkeletonGrid({ count, label }: { count: number; label: string }) {
  return (
    <>
      <LoadingNote label={label} />
      <div data-feed-loading="" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: count }, (_, index) => (
          <CardSkeleton key={index} />
        ))}
      </div>
    </>
  );
}
