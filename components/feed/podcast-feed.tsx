"use client";

import { useQuery } from "@tanstack/react-query";
import { ArrowUpRight, Headphones, UserRound } from "lucide-react";

import { FeedProvider } from "@/components/providers";
import { Badge } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button";
import { SectionHeading } from "@/components/ui/section-heading";
import {
  feedMessages,
  LATEST_EPISODE_EXCERPT_MAX_CHARS,
  PODCAST_SKELETONS,
  podparksPage,
} from "@/content/feeds";
import { podcastEpisodesQuery } from "@/lib/feed/queries";
import { truncate } from "@/lib/feed/text";
import type { PodcastEpisode } from "@/lib/feed/types";

import { FeedImage } from "./feed-image";
import { CardSkeleton, FeedEmpty, FeedError, LoadingNote } from "./feed-states";
import { EpisodeCard } from "./post-card";

function LatestEpisode({ episode }: { episode: PodcastEpisode }) {
  return (
    <article className="grid overflow-hidden rounded-card border border-line bg-surface shadow-card lg:grid-cols-2">
      <FeedImage src={episode.featuredImage} className="lg:h-full" />
      <div className="flex flex-col gap-4 p-6 sm:p-10">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
          <Badge tone="solid">{episode.category}</Badge>
          <time dateTime={episode.publishedDate || undefined}>{episode.formattedDate}</time>
          <span className="inline-flex items-center gap-1">
            <UserRound aria-hidden="true" className="size-4" />
            {episode.author}
          </span>
        </div>
        <h3 className="text-2xl leading-tight font-bold text-ink sm:text-3xl">{episode.title}</h3>
        <p className="text-lg leading-relaxed text-muted">
          {truncate(episode.excerpt, LATEST_EPISODE_EXCERPT_MAX_CHARS)}
        </p>
        {episode.link !== "#" && (
          <ButtonLink href={episode.link} className="mt-2 self-start">
            <Headphones aria-hidden="true" />
            {podparksPage.listenLabel}
            <span className="sr-only">: {episode.title}</span>
            <ArrowUpRight aria-hidden="true" />
          </ButtonLink>
        )}
      </div>
    </article>
  );
}

function Episodes() {
  const query = useQuery(podcastEpisodesQuery);
  const isLoading = query.isPending || (query.isError && query.isFetching);

  if (isLoading) {
    return (
      <>
        <LoadingNote label="Loading episodes" />
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: PODCAST_SKELETONS }, (_, index) => (
            <CardSkeleton key={index} />
          ))}
        </div>
      </>
    );
  }
  if (query.error) {
    return (
      <FeedError
        title={feedMessages.podcast.title}
        body={feedMessages.podcast.body}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const [latest, ...others] = query.data;
  if (!latest) return <FeedEmpty message={feedMessages.podcast.empty} />;

  return (
    <div className="flex flex-col gap-16">
      <section aria-labelledby="latest-episode">
        <SectionHeading
          id="latest-episode"
          title={podparksPage.latestHeading}
          align="start"
          spacing="compact"
        />
        <LatestEpisode episode={latest} />
      </section>
      {others.length > 0 && (
        <section aria-labelledby="more-episodes">
          <SectionHeading
            id="more-episodes"
            title={podparksPage.moreHeading}
            align="start"
            spacing="compact"
          />
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {others.map((episode) => (
              <li key={episode.id} className="flex">
                <EpisodeCard episode={episode} linkText={podparksPage.listenLabel} className="w-full" />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
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
