/**
 * The page behind a modal layer (a dialog and its backdrop, the phone menu's header): inert and still,
 * applied after the layer's first paint, or at once on a key pressed before it
 * (docs/decisions/page-behind-a-layer.md).
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
