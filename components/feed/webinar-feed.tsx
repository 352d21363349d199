"use client";

import { useQuery } from "@tanstack/react-query";
import { ArrowUpRight, CalendarClock } from "lucide-react";

import { FeedProvider } from "@/components/providers";
import { Badge } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button";
import { feedMessages, webinarsPage } from "@/content/feeds";
import { WEBINARS_SHOWN } from "@/lib/feed/paths";
import { nextWebinarQuery, webinarPostsQuery } from "@/lib/feed/queries";

import { FeedImage } from "./feed-image";
import { CardSkeleton, FeedEmpty, FeedError, LoadingNote } from "./feed-states";
import { PostCard } from "./post-card";

function NextWebinarCard() {
  const query = useQuery(nextWebinarQuery);
  const isLoading = query.isPending || (query.isError && query.isFetching);

  if (isLoading) {
    return (
      <>
        <LoadingNote label="Loading the next webinar" />
        <CardSkeleton isLarge />
      </>
    );
  }
  const webinar = query.data;
  if (query.isError || !webinar) {
    return (
      <FeedEmpty
        title={feedMessages.nextWebinar.title}
        message={feedMessages.nextWebinar.body}
        className="py-14"
      />
    );
  }
  return (
    <article className="grid overflow-hidden rounded-card border border-line bg-surface shadow-card lg:grid-cols-2">
      <FeedImage src={webinar.featuredImage} className="lg:h-full" />
      <div className="flex flex-col gap-4 p-6 sm:p-10">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
          <Badge tone="registration">
            <CalendarClock aria-hidden="true" className="size-3" />
            {webinar.category ?? webinarsPage.nextHeading}
          </Badge>
          <span>
            Posted <time dateTime={webinar.date}>{webinar.formattedDate}</time>
          </span>
        </div>
        <h3 className="text-2xl leading-tight font-bold text-ink sm:text-3xl">{webinar.title}</h3>
        {webinar.excerpt && <p className="text-lg leading-relaxed text-muted">{webinar.excerpt}</p>}
        {webinar.link !== "#" && (
          <ButtonLink href={webinar.link} className="mt-2 self-start">
            {webinarsPage.nextCta}
            <span className="sr-only">: {webinar.title}</span>
            <ArrowUpRight aria-hidden="true" />
          </ButtonLink>
        )}
      </div>
    </article>
  );
}

function WebinarGrid() {
  const query = useQuery(webinarPostsQuery);
  const isLoading = query.isPending || (query.isError && query.isFetching);

  if (isLoading) {
    return (
      <>
        <LoadingNote label="Loading webinars" />
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: WEBINARS_SHOWN }, (_, index) => (
            <CardSkeleton key={index} />
          ))}
        </div>
      </>
    );
  }
  if (query.error) {
    return (
      <FeedError
        title={feedMessages.webinars.title}
        body={feedMessages.webinars.body}
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const webinars = query.data.slice(0, WEBINARS_SHOWN);
  if (webinars.length === 0) {
    return <FeedEmpty message={feedMessages.webinars.empty} />;
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {webinars.map((webinar) => (
        <li key={webinar.id} className="flex">
          <PostCard post={webinar} linkText={webinarsPage.readMore} className="w-full" />
        </li>
      ))}
    </ul>
  );
}

/** The webinars page's 'Next Webinar' card (the latest post of the future-webinars category). */
export function NextWebinar() {
  return (
    <FeedProvider>
      <NextWebinarCard />
    </FeedProvider>
  );
}

/** The webinars page's grid of recordings: 6 of the 12 fetched. */
export function WebinarRecordings() {
  return (
    <FeedProvider>
      <WebinarGrid />
    </FeedProvider>
  );
}
