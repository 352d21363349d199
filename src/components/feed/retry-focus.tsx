import { useEffect, useRef, type ReactNode, type RefObject } from "react";

/**
 * Where focus goes after a successful Try Again: the error panel that held the focused button is
 * gone, so without this focus would fall to the page's body and a keyboard or screen reader user
 * would start again from the top. `hasContent` is true once the feed shows posts or says it has
 * none; the island wraps that content in `RetryFocusTarget`.
 */
export function useRetryFocus(hasContent: boolean) {
  const hasRetried = useRef(false);
  const target = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!hasContent || !hasRetried.current) return;
    hasRetried.current = false;
    target.current?.focus();
  }, [hasContent]);
  const retry = (refetch: () => unknown) => () => {
    hasRetried.current = true;
    void refetch();
  };
  return { retry, target };
}

/** The box focus lands on after a successful Try Again (programmatic focus only). */
export function RetryFocusTarget({
  target,
  children,
}: {
  target: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}) {
  return (
    <div ref={target} tabIndex={-1} className="outline-none">
      {children}
    </div>
  );
}
