import { Search } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";

import { searchCopy } from "@/content/search";

const SearchDialog = lazy(() =>
  import("./search-dialog").then((module) => ({ default: module.SearchDialog })),
);

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/**
 * The navigation bar's search button (and the "/" key). The dialog, Pagefind and the index are
 * loaded the first time the search opens, so no page pays for search until someone uses it.
 */
export function SearchButton() {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const open = () => {
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setHasOpened(true);
    setIsOpen(true);
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "/" || event.metaKey || event.ctrlKey || event.altKey || isTyping(event.target))
        return;
      event.preventDefault();
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setHasOpened(true);
      setIsOpen(true);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        onClick={open}
        aria-haspopup="dialog"
        aria-keyshortcuts="/"
        className="inline-flex size-10 items-center justify-center gap-2 rounded-full text-brand-900 transition-colors hover:bg-brand-50 lg:w-auto lg:px-3"
      >
        <Search aria-hidden="true" className="size-5" />
        <span className="sr-only lg:not-sr-only">{searchCopy.buttonLabel}</span>
        <kbd
          aria-hidden="true"
          className="hidden rounded border border-line px-1.5 text-xs text-muted xl:inline"
        >
          /
        </kbd>
      </button>
      {hasOpened && (
        <Suspense fallback={null}>
          <SearchDialog
            open={isOpen}
            onOpenChange={setIsOpen}
            onClosed={() => {
              const target = returnFocusTo.current;
              (target && target !== document.body && target.isConnected
                ? target
                : buttonRef.current
              )?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
