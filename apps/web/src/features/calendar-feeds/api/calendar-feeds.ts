/** The caller's calendar feeds: which are on (with their links), turning on and off, a new link. */
import { API, type CalendarFeed, calendarFeed, calendarFeedList, wire } from "@rosterly/contract";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api/client";
import { type MutationOptionsOf, useChainedMutation } from "../../../lib/api/mutation";

const feedSchema = wire(calendarFeed);
const listSchema = wire(calendarFeedList);

export const calendarFeedKeys = { all: ["calendar-feeds"] as const };

export function calendarFeedsQueryOptions() {
  return queryOptions({
    queryKey: calendarFeedKeys.all,
    queryFn: async ({ signal }) => (await api.get(API.calendarFeeds, listSchema, signal)).results,
  });
}

export function useCalendarFeeds() {
  return useQuery(calendarFeedsQueryOptions());
}

/** Which feed: the person's own (`null`) or a department's. */
export type FeedTarget = { departmentId: number | null };

export function turnOnFeed({ departmentId }: FeedTarget): Promise<CalendarFeed> {
  return api.post(API.calendarFeed(departmentId), {}, feedSchema);
}

export function regenerateFeed({ departmentId }: FeedTarget): Promise<CalendarFeed> {
  return api.post(`${API.calendarFeed(departmentId)}regenerate/`, {}, feedSchema);
}

/** 204: no body. */
const noContent = z.undefined();

export async function turnOffFeed({ departmentId }: FeedTarget): Promise<undefined> {
  return api.delete(API.calendarFeed(departmentId), noContent);
}

function useRefetchFeeds() {
  const queryClient = useQueryClient();
  return { onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedKeys.all }) };
}

export function useTurnOnFeed(options: MutationOptionsOf<typeof turnOnFeed> = {}) {
  return useChainedMutation(turnOnFeed, useRefetchFeeds(), options.mutationConfig);
}

export function useRegenerateFeed(options: MutationOptionsOf<typeof regenerateFeed> = {}) {
  return useChainedMutation(regenerateFeed, useRefetchFeeds(), options.mutationConfig);
}

export function useTurnOffFeed(options: MutationOptionsOf<typeof turnOffFeed> = {}) {
  return useChainedMutation(turnOffFeed, useRefetchFeeds(), options.mutationConfig);
}
