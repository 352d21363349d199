import { useQuery } from "@tanstack/react-query";

import { FeedProvider } from "@/src/components/feed/providers";
import { ResilientImage } from "@/src/components/ui/resilient-image";
import { useIsHydrated } from "@/src/hooks/use-is-hydrated";
import type { ResourceKind } from "@/content/types";
import { latestPostsQuery, podcastEpisodesQuery, webinarPostsQuery } from "@/lib/feed/queries";

type ResourceCardImageProps = {
  kind: ResourceKind;
  fallbackImage: string;
  webpImage: string;
  width: number;
  height: number;
};

/** The featured image of the feed's latest item, if it has one. */
function useLatestImage(kind: ResourceKind) {
  const blog = useQuery({ ...latestPostsQuery, enabled: kind === "blog" });
  const podcast = useQuery({ ...podcastEpisodesQuery, enabled: kind === "podcast" });
  const webinar = useQuery({ ...webinarPostsQuery, enabled: kind === "webinar" });
  const query = kind === "blog" ? blog : kind === "podcast" ? podcast : webinar;
  const image = query.data?.[0]?.featuredImage ?? undefined;
  // Loading while the island hydrates too: its first render matches the pre-rendered placeholder.
  const isHydrated = useIsHydrated();
  return { isLoading: !isHydrated || (query.isPending && query.fetchStatus !== "idle"), image };
}

const frame = "aspect-video w-full object-cover";

function CardImage({ kind, fallbackImage, webpImage, width, height }: ResourceCardImageProps) {
  const { isLoading, image } = useLatestImage(kind);

  if (isLoading) {
    return (
      <div
        data-testid="resource-image-loading"
        aria-hidden="true"
        className={`${frame} animate-pulse bg-gray-200 motion-reduce:animate-none`}
      />
    );
  }
  return (
    // The feed's image replaces the card's own; if it fails, the card's own comes back.
    <ResilientImage
      key={image}
      preferred={image}
      src={fallbackImage}
      webp={webpImage}
      alt=""
      width={width}
      height={height}
      className={frame}
    />
  );
}

/**
 * docs/product.md §4: a pulsing grey placeholder while the card's feed loads, then the latest item's
 * featured image; the card's own image when the feed fails or the item has none.
 */
export function ResourceCardImage(props: ResourceCardImageProps) {
  return (
    <FeedProvider>
      <CardImage {...props} />
    </FeedProvider>
  );
}
