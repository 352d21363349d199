import { useQuery, type QueryKey, type UseQueryOptions } from "@tanstack/react-query";

import { useIsHydrated } from "../../hooks/use-is-hydrated";

/**
 * A feed query as an island renders it. `isLoading` (skeletons) on the first load and while a
 * retry after an error runs, and also while the island hydrates: the islands of a page share one
 * cache (src/components/feed/providers.tsx), so a second island may hydrate after the first has the data,
 * and its first render must still match the pre-rendered skeletons.
 */
export function useFeedQuery<TData, TKey extends QueryKey>(
  options: UseQueryOptions<TData, Error, TData, TKey>,
) {
  const query = useQuery(options);
  const isHydrated = useIsHydrated();
  return { ...query, isLoading: !isHydrated || query.isPending || (query.isError && query.isFetching) };
}
