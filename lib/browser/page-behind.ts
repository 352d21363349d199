/**
 * The page behind a modal layer (a dialog and its backdrop, the phone menu's header): inert, so
 * Tab, pointers and screen readers stay in the layer, and still, so it does not scroll under it.
 * The layer is given by its parts: every child of the body that holds one of them stays as it is.
 *
 * Both are applied after the layer's first paint, not in the click that opens it. Making the
 * body's children inert restyles every element of the page: 100 ms at 4× CPU on the home page,
 * more than half of the phone menu's wait. Until then the layer already covers the page, and a
 * key pressed in between (Tab can come before the next frame) applies them first.
 */
export function holdPageBehind(...layer: Element[]): () => void {
  const root = document.documentElement;
  let held: HTMLElement[] | undefined;
  let restore: (() => void) | undefined;

  const hold = () => {
    if (held) return;
    held = [...document.body.children].filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && !layer.some((part) => element.contains(part)) && !element.inert,
    );
    for (const element of held) element.inert = true;
    const { overflow, scrollbarGutter } = root.style;
    // The gutter keeps its width, so the page does not shift sideways when its scroll bar goes.
    root.style.scrollbarGutter = "stable";
    root.style.overflow = "hidden";
    restore = () => {
      root.style.overflow = overflow;
      root.style.scrollbarGutter = scrollbarGutter;
    };
  };

  let timer: ReturnType<typeof setTimeout> | undefined;
  // The frame callback runs before the paint; the task it queues runs after it.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(hold, 0);
  });
  document.addEventListener("keydown", hold, { capture: true });

  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    document.removeEventListener("keydown", hold, { capture: true });
    for (const element of held ?? []) element.inert = false;
    restore?.();
  };
}
