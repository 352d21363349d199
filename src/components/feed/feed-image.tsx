import { ResilientImage } from "@/src/components/ui/resilient-image";
import type { ImageSource } from "@/lib/images";
import { cx } from "@/lib/utils";

/**
 * A post's featured image at 16:9. Feed images are decorative next to the post's title (empty
 * alt); a post without one gets its drawing (lib/feed/fallback-art.ts), a broken one the 'Image not available' placeholder.
 */
export function FeedImage({
  src,
  drawing,
  className,
  isPriority = false,
}: {
  src?: string | null;
  /** The drawing shown when the post has no image of its own (lib/feed/fallback-art.ts). */
  drawing: ImageSource;
  className?: string;
  /** The lead item's image, near the top of the page: loaded first, not lazily. */
  isPriority?: boolean;
}) {
  const frame = cx("aspect-video w-full object-cover", className);
  if (!src) {
    return (
      <ResilientImage
        src={drawing.src}
        webp={drawing.webp}
        alt=""
        width={800}
        height={450}
        isPriority={isPriority}
        className={frame}
      />
    );
  }
  return (
    <ResilientImage src={src} alt="" width={1200} height={675} isPriority={isPriority} className={frame} />
  );
}
