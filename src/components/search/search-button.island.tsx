import { Search } from "lucide-react";
import { Suspense, useEffect, useRef, useState } from "react";

import { searchCopy } from "@/src/data/search";
import { preloadable, useFirstOpen } from "@/lib/preloadable";

import type { SearchDialogProps } from "./search-dialog";

const dialog = preloadable<SearchDialogProps>(() =>
  import("./search-dialog").then((module) => module.SearchDialog),
);

/** Fetches the dialog's code ahead of the click: on hover, touch or focus of the button. */
const warm = () => {
  dialog.preload().catch(() => {
    // Offline or a failed chunk: the click tries again and Suspense shows nothing until it loads.
  });
};

/** A key that types one character into a search field. */
const isCharacter = (event: KeyboardEvent) =>
  event.key.length === 1 && !event.metaKey && !event.ctrlKey && !event.altKey;

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/*
 * The "/" key is heard from the moment this module runs, not from the moment the button's effect
 * is attached: the island is reported hydrated a moment before React runs its effects, and a "/"
 * (and what follows it) pressed in that moment would be lost. Until the button takes over, "/" and
 * the characters after it are kept and handed to it.
 */
let keyHandler: ((event: KeyboardEvent) => void) | undefined;
const earlyKeys: KeyboardEvent[] = [];
if (typeof document !== "undefined")
  document.addEventListener("keydown", (event) => {
    if (keyHandler) return keyHandler(event);
    if (isTyping(event.target)) return;
    const isSlash = event.key === "/" && !event.metaKey && !event.ctrlKey && !event.altKey;
    if (earlyKeys.length === 0 ? !isSlash : !isCharacter(event)) return;
    event.preventDefault();
    earlyKeys.push(event);
  });

/**
 * The navigation bar's search button (and the "/" key). The dialog's code is fetched when a visitor
 * reaches for the button (hover, touch, focus), so the first click opens it as fast as later ones;
 * Pagefind and its index load when the dialog opens. No page pays for search until then. Keys typed
 * after "/" while the dialog is still loading are kept and become its first query.
 */
export function SearchButton() {
  const [isOpen, setIsOpen] = useState(false);
  const [Dialog, showDialog] = useFirstOpen(dialog);
  const [typedAhead, setTypedAhead] = useState("");
  // Set once the search has been asked for, and once its dialog has mounted (focus is in its field).
  const isAskedFor = useRef(false);
  const isDialogShown = useRef(false);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const open = () => {
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    isAskedFor.current = true;
    showDialog();
    setIsOpen(true);
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isTyping(event.target)) return;
      // Opened by "/" and not yet on screen: what is typed meanwhile is kept for the field.
      if (isAskedFor.current && !isDialogShown.current && isCharacter(event)) {
        event.preventDefault();
        setTypedAhead((typed) => typed + event.key);
        return;
      }
      if (event.key !== "/" || event.metaKey || event.ctrlKey || event.altKey) return;
      event.preventDefault();
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      isAskedFor.current = true;
      showDialog();
      setIsOpen(true);
    };
    keyHandler = onKeyDown;
    for (const event of earlyKeys.splice(0)) onKeyDown(event);
    return () => {
      keyHandler = undefined;
    };
  }, [showDialog]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        onClick={open}
        onPointerEnter={warm}
        onPointerDown={warm}
        onFocus={warm}
        aria-haspopup="dialog"
        aria-keyshortcuts="/"
        className="inline-flex size-10 items-center justify-center gap-2 rounded-full text-brand-900 transition-colors hover:bg-brand-50 xl:w-auto xl:px-3"
      >
        <Search aria-hidden="true" className="size-5" />
        <span className="sr-only xl:not-sr-only">{searchCopy.buttonLabel}</span>
        <kbd
          aria-hidden="true"
          className="hidden rounded border border-line px-1.5 text-xs text-muted xl:inline"
        >
          /
        </kbd>
      </button>
      {Dialog && (
        <Suspense fallback={null}>
          <Dialog
            open={isOpen}
            initialQuery={typedAhead}
            onShown={() => {
              isDialogShown.current = true;
            }}
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
