/**
 * A component whose code is fetched ahead of its first use (when its trigger comes into view, or
 * on hover, touch or focus) and that then renders at once on the first click.
 *
 * React.lazy alone is not enough: its first render suspends even when the code has arrived, and
 * React holds a Suspense boundary's content back for up to 300 ms after it showed the fallback, to
 * batch reveals. On a slow phone the first winner dialog and the first search opened in 0.55–0.65 s
 * and the next ones in 0.16–0.19 s (npm run bench, 4× CPU). Once the code is here, `current()` is
 * the component itself, which renders without suspending; before that, the lazy one.
 */
import { lazy, useCallback, useState, type ComponentType } from "react";

export type Preloadable<Props> = {
  /** Fetches and runs the component's module once; a failed fetch is tried again on the next call. */
  preload: () => Promise<ComponentType<Props>>;
  /** The component to render now: the loaded one, or a lazy one that suspends until it is. */
  current: () => ComponentType<Props>;
};

export function preloadable<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): Preloadable<Props> {
  let loaded: ComponentType<Props> | undefined;
  let pending: Promise<ComponentType<Props>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  return { preload, current: () => loaded ?? Lazy };
}

/**
 * The component to render once a visitor first asks for it (null until then), and the call that
 * asks: the component is chosen at that moment (loaded or lazy) and kept, so it is never remounted
 * as another component when its code arrives later. The call keeps its identity across renders.
 */
export function useFirstOpen<Props extends object>(
  component: Preloadable<Props>,
): [ComponentType<Props> | null, () => void] {
  const [shown, setShown] = useState<ComponentType<Props> | null>(null);
  const ask = useCallback(
    () => setShown((chosen: ComponentType<Props> | null) => chosen ?? component.current()),
    [component],
  );
  return [shown, ask];
}
