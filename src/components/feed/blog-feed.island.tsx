import { CalendarDays, Clock } from "lucide-react";

import { CardGrid } from "@/src/components/ui/card-grid";
import { FeedProvider } from "@/src/components/feed/providers";
import { Badge } from "@/src/components/ui/badge";
import {
  BLOG_LIST_SKELETONS,
  FEATURED_EXCERPT_MAX_CHARS,
  feedCardCopy,
  feedLoadingLabels,
  feedMessages,
  READING_TIME_LABEL,
} from "@/src/data/feed-copy";
import { useFeedQuery } from "@/src/components/feed/use-feed-query";
import { latestPostsQuery } from "@/lib/feed/queries";
import { truncate } from "@/lib/feed/text";
import { feedDrawingOf, withFeedDrawings } from "@/lib/feed/fallback-art";

import { FeatureCard } from "./feature-card";
import { CardSkeleton, FeedEmpty, FeedError, LoadingNote, SkeletonGrid } from "./feed-states";
import { RetryFocusTarget, useRetryFocus } from "./retry-focus";
import { PostCard } from "./post-card";

const useLatestPosts = () => useFeedQuery(latestPostsQuery);

function FeaturedArticle() {
  const { data, error, isLoading, refetch } = useLatestPosts();
  const { retry, target } = useRetryFocus(!isLoading && !error);

  if (isLoading) {
    return (
      <>
        <LoadingNote label={feedLoadingLabels.featured} />
        <CardSkeleton isLarge />
      </>
    );
  }
  if (error) {
    return (
      <FeedError
        title={feedMessages.featured.title}
        body={feedMessages.featured.body}
        onRetry={retry(refetch)}
      />
    );
  }
  const featured = data?.[0];
  if (!featured)
    return (
      <RetryFocusTarget target={target}>
        <FeedEmpty message={feedMessages.featured.empty} />
      </RetryFocusTarget>
    );

  return (
    <RetryFocusTarget target={target}>
      <FeatureCard
        image={featured.featuredImage}
        drawing={feedDrawingOf(featured)}
        title={featured.title}
        text={featured.excerpt ? truncate(featured.excerpt, FEATURED_EXCERPT_MAX_CHARS) : undefined}
        meta={
          <>
            {featured.category && <Badge tone="open">{featured.category}</Badge>}
            <span className="inline-flex items-center gap-1">
              <CalendarDays aria-hidden="true" className="size-4" />
              <time dateTime={featured.date}>{featured.formattedDate}</time>
            </span>
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-4" />
              {READING_TIME_LABEL}
            </span>
          </>
        }
        link={featured.link}
        linkText={feedCardCopy.readArticle}
      />
    </RetryFocusTarget>
  );
}

function RecentArticles() {
  const { data, error, isLoading, refetch } = useLatestPosts();
  const { retry, target } = useRetryFocus(!isLoading && !error);

  if (isLoading) {
    return <SkeletonGrid count={BLOG_LIST_SKELETONS} label={feedLoadingLabels.recent} />;
  }
  if (error) {
    return (
      <FeedError
        title={feedMessages.blog.title}
        body={feedMessages.blog.body}
        message={error.message}
        onRetry={retry(refetch)}
      />
    );
  }
  const recent = data?.slice(1) ?? [];
  if (recent.length === 0)
    return (
      <RetryFocusTarget target={target}>
        <FeedEmpty message={feedMessages.recentEmpty} />
      </RetryFocusTarget>
    );

  return (
    <RetryFocusTarget target={target}>
      <CardGrid columns="sm2-lg3">
        {withFeedDrawings(recent).map(({ item: post, drawing }) => (
          <li key={post.id} className="flex">
            <PostCard
              post={post}
              drawing={drawing}
              linkText={feedCardCopy.readArticle}
              meta={READING_TIME_LABEL}
              className="w-full"
            />
          </li>
        ))}
      </CardGrid>
    </RetryFocusTarget>
  );
}

/** The blog page's first post, large. */
export function BlogFeatured() {
  return (
    <FeedProvider>
      <FeaturedArticle />
    </FeedProvider>
  );
}

/** The blog page's other posts (the same request as the featured article). */
export function BlogRecent() {
  return (
    <FeedProvider>
      <RecentArticles />
    </FeedProvider>
  );
}
