"use client";

import { useEffect, useRef, useState } from "react";

/**
 * Whether an <img> failed to load, for components that show a fallback in its place. An error that
 * happened before hydration fired no React handler, so the image is also checked once on mount.
 */
export function useImageFallback() {
  const [hasFailed, setHasFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  const fail = () => setHasFailed(true);

  useEffect(() => {
    const image = ref.current;
    if (image && image.complete && image.naturalWidth === 0) fail();
  }, []);

  return { ref, hasFailed, onError: fail };
}
