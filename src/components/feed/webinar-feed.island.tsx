import { CalendarClock } from "lucide-react";

import { CardGrid } from "@/src/components/ui/card-grid";
import { FeedProvider } from "@/src/components/feed/providers";
import { Badge } from "@/src/components/ui/badge";
import { feedCardCopy, feedLoadingLabels, feedMessages } from "@/src/data/feed-copy";
import { findEventDay } from "@/lib/feed/event-day";
import { WEBINARS_SHOWN } from "@/lib/feed/paths";
import { useAsOfDay } from "@/src/hooks/use-as-of-day";
import { useFeedQuery } from "@/src/components/feed/use-feed-query";
import type { Day } from "@/lib/as-of";
import { formatLongDate } from "@/lib/event-dates";
import { nextWebinarQuery, webinarPostsQuery } from "@/lib/feed/queries";
import { feedDrawingOf, withFeedDrawings } from "@/lib/feed/fallback-art";

import { FeatureCard } from "./feature-card";
import { CardSkeleton, FeedEmpty, FeedError, LoadingNote, SkeletonGrid } from "./feed-states";
import { RetryFocusTarget, useRetryFocus } from "./retry-focus";
import { PostCard } from "./post-card";

/**
 * The next webinar's card. WordPress dates a post by its publication; where the post writes out
 * the webinar's own day (title or excerpt), the card gives it, and once that day has passed (as of
 * the page's day, lib/as-of.ts) it says the webinar was held rather than calling it next.
 */
function NextWebinarCard({ asOf }: { asOf: Day }) {
  const today = useAsOfDay(asOf);
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
  const day = findEventDay(`${webinar.title} ${webinar.excerpt}`);
  const isHeld = day !== undefined && day < today;
  return (
    <FeatureCard
      image={webinar.featuredImage}
      drawing={feedDrawingOf(webinar)}
      title={webinar.title}
      text={webinar.excerpt || undefined}
      meta={
        <>
          <Badge tone={isHeld ? "neutral" : "registration"}>
            <CalendarClock aria-hidden="true" className="size-3" />
            {isHeld ? feedCardCopy.heldWebinar : (webinar.category ?? feedCardCopy.nextWebinarHeading)}
          </Badge>
          {day ? (
            <span>
              {isHeld ? feedCardCopy.heldOn : feedCardCopy.liveOn}{" "}
              <time dateTime={day}>{formatLongDate(day)}</time>
            </span>
          ) : (
            <span>
              {feedCardCopy.posted} <time dateTime={webinar.date}>{webinar.formattedDate}</time>
            </span>
          )}
        </>
      }
      link={webinar.link}
      linkText={feedCardCopy.webinarDetails}
    />
  );
}

function WebinarGrid() {
  const query = useFeedQuery(webinarPostsQuery);
  const { retry, target } = useRetryFocus(!query.isLoading && !query.error);
  if (query.isLoading) return <SkeletonGrid count={WEBINARS_SHOWN} label={feedLoadingLabels.webinars} />;
  if (query.error) {
    return (
      <FeedError
        title={feedMessages.webinars.title}
        body={feedMessages.webinars.body}
        message={query.error.message}
        onRetry={retry(query.refetch)}
      />
    );
  }
  const webinars = (query.data ?? []).slice(0, WEBINARS_SHOWN);
  if (webinars.length === 0) {
    return (
      <RetryFocusTarget target={target}>
        <FeedEmpty message={feedMessages.webinars.empty} />
      </RetryFocusTarget>
    );
  }
  return (
    <RetryFocusTarget target={target}>
      <CardGrid columns="sm2-lg3">
        {withFeedDrawings(webinars).map(({ item: webinar, drawing }) => (
          <li key={webinar.id} className="flex">
            <PostCard
              post={webinar}
              drawing={drawing}
              linkText={feedCardCopy.watchWebinar}
              className="w-full"
            />
          </li>
        ))}
      </CardGrid>
    </RetryFocusTarget>
  );
}

/**
 * The webinars page's 'Next Webinar' card (the latest post of the future-webinars category);
 * `asOf` is the build's as-of day.
 */
export function NextWebinar({ asOf }: { asOf: Day }) {
  return (
    <FeedProvider>
      <NextWebinarCard asOf={asOf} />
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
