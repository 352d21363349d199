import { useEffect, useState, type RefObject } from "react";

/**
 * Becomes true the first time at least `threshold` of the element is visible, and stays true.
 */
export function useInViewOnce(ref: RefObject<Element | null>, threshold: number): boolean {
  const [isInView, setIsInView] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || isInView) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold)) {
          setIsInView(true);
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold, isInView]);

  return isInView;
}
