import { CalendarClock } from "lucide-react";

import { FeedProvider } from "@/components/providers";
import { Badge } from "@/components/ui/badge";
import { feedCardCopy, feedLoadingLabels, feedMessages } from "@/content/feed-copy";
import { WEBINARS_SHOWN } from "@/lib/feed/paths";
import { useFeedQuery } from "@/hooks/use-feed-query";
import { nextWebinarQuery, webinarPostsQuery } from "@/lib/feed/queries";

import { FeatureCard } from "./feature-card";
import { CardSkeleton, FeedEmpty, FeedError, LoadingNote, SkeletonGrid } from "./feed-states";
import { PostCard } from "./post-card";

function NextWebinarCard() {
  const query = useFeedQuery(nextWebinarQuery);
  if (query.isLoading) {
    return (
      <>
        <LoadingNote label={feedLoadingLabels.nextWebinar} />
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
    <FeatureCard
      image={webinar.featuredImage}
      title={webinar.title}
      text={webinar.excerpt || undefined}
      meta={
        <>
          <Badge tone="registration">
            <CalendarClock aria-hidden="true" className="size-3" />
            {webinar.category ?? feedCardCopy.nextWebinarHeading}
          </Badge>
          <span>
            {feedCardCopy.posted} <time dateTime={webinar.date}>{webinar.formattedDate}</time>
          </span>
        </>
      }
      link={webinar.link}
      linkText={feedCardCopy.webinarDetails}
    />
  );
}

function WebinarGrid() {
  const query = useFeedQuery(webinarPostsQuery);
  if (query.isLoading) return <SkeletonGrid count={WEBINARS_SHOWN} label={feedLoadingLabels.webinars} />;
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
  const webinars = (query.data ?? []).slice(0, WEBINARS_SHOWN);
  if (webinars.length === 0) {
    return <FeedEmpty message={feedMessages.webinars.empty} />;
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {webinars.map((webinar) => (
        <li key={webinar.id} className="flex">
          <PostCard post={webinar} linkText={feedCardCopy.watchWebinar} className="w-full" />
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
