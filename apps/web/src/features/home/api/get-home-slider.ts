import { queryOptions, useQuery } from '@tanstack/react-query';
import type { homeSliderSchema } from '@vernissage/core/schemas';
import type { z } from 'zod';
import { apiRequest, typed } from '../../../lib/api-client.ts';

export type HomeSlider = z.infer<typeof homeSliderSchema>;

/** The works shown in the home page marquee. */
export function getHomeSlider(signal?: AbortSignal): Promise<HomeSlider> {
  return apiRequest('/api/home/slider', typed<HomeSlider>(), { signal });
}

export function homeSliderQueryOptions() {
  return queryOptions({
    queryKey: ['home', 'slider'],
    queryFn: ({ signal }) => getHomeSlider(signal),
    staleTime: 5 * 60_000,
  });
}

export function useHomeSlider() {
  return useQuery(homeSliderQueryOptions());
}
