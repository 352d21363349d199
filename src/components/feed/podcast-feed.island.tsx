import { Headphones, UserRound } from "lucide-react";

import { CardGrid } from "@/src/components/ui/card-grid";
import { FeedProvider } from "@/src/components/feed/providers";
import { Badge } from "@/src/components/ui/badge";
import { SectionHeading } from "@/src/components/ui/section-heading";
import {
  feedCardCopy,
  feedLoadingLabels,
  feedMessages,
  LATEST_EPISODE_EXCERPT_MAX_CHARS,
  PODCAST_SKELETONS,
} from "@/src/data/feed-copy";
import { useFeedQuery } from "@/src/components/feed/use-feed-query";
import { podcastEpisodesQuery } from "@/lib/feed/queries";
import { truncate } from "@/lib/feed/text";
import type { PodcastEpisode } from "@/lib/feed/types";
import { feedDrawingOf, withFeedDrawings } from "@/lib/feed/fallback-art";

import { FeatureCard } from "./feature-card";
import { FeedEmpty, FeedError, SkeletonGrid } from "./feed-states";
import { RetryFocusTarget, useRetryFocus } from "./retry-focus";
import { EpisodeCard } from "./post-card";

function LatestEpisode({ episode }: { episode: PodcastEpisode }) {
  return (
    <FeatureCard
      image={episode.featuredImage}
      drawing={feedDrawingOf(episode)}
      title={episode.title}
      text={truncate(episode.excerpt, LATEST_EPISODE_EXCERPT_MAX_CHARS)}
      meta={
        <>
          <Badge tone="solid">{episode.category}</Badge>
          <time dateTime={episode.publishedDate || undefined}>{episode.formattedDate}</time>
          <span className="inline-flex items-center gap-1">
            <UserRound aria-hidden="true" className="size-4" />
            {episode.author}
          </span>
        </>
      }
      link={episode.link}
      linkText={feedCardCopy.listenLabel}
      linkIcon={<Headphones aria-hidden="true" />}
    />
  );
}

function Episodes() {
  const query = useFeedQuery(podcastEpisodesQuery);
  const { retry, target } = useRetryFocus(!query.isLoading && !query.error);
  if (query.isLoading) return <SkeletonGrid count={PODCAST_SKELETONS} label={feedLoadingLabels.episodes} />;
  if (query.error) {
    return (
      <FeedError
        title={feedMessages.podcast.title}
        body={feedMessages.podcast.body}
        onRetry={retry(query.refetch)}
      />
    );
  }
  const [latest, ...others] = query.data ?? [];
  if (!latest)
    return (
      <RetryFocusTarget target={target}>
        <FeedEmpty message={feedMessages.podcast.empty} />
      </RetryFocusTarget>
    );

  return (
    <RetryFocusTarget target={target}>
      <div className="flex flex-col gap-16">
        <section aria-labelledby="latest-episode">
          <SectionHeading
            id="latest-episode"
            title={feedCardCopy.latestEpisodeHeading}
            align="start"
            spacing="compact"
          />
          <LatestEpisode episode={latest} />
        </section>
        {others.length > 0 && (
          <section aria-labelledby="more-episodes">
            <SectionHeading
              id="more-episodes"
              title={feedCardCopy.moreEpisodesHeading}
              align="start"
              spacing="compact"
            />
            <CardGrid columns="sm2-lg3">
              {withFeedDrawings(others).map(({ item: episode, drawing }) => (
                <li key={episode.id} className="flex">
                  <EpisodeCard
                    episode={episode}
                    drawing={drawing}
                    linkText={feedCardCopy.listenLabel}
                    className="w-full"
                  />
                </li>
              ))}
            </CardGrid>
          </section>
        )}
      </div>
    </RetryFocusTarget>
  );
}

/** The PodParks page's latest episode and the grid of the others. */
export function PodcastEpisodes() {
  return (
    <FeedProvider>
      <Episodes />
    </FeedProvider>
  );
}
