import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminUsersPageSchema, type AdminUsersPage, type Role } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';

export interface UsersQuery {
  offset: number;
  limit: number;
  role?: Role | undefined;
  search?: string | undefined;
}

/** Every list of accounts starts with this key; mutations invalidate all of them. */
export const usersQueryKey = ['admin', 'users'] as const;

/** A page of accounts (GET /api/admin/users), newest first, with the total that matches. */
export function getUsers(query: UsersQuery, signal?: AbortSignal): Promise<AdminUsersPage> {
  const params = new URLSearchParams({ offset: String(query.offset), limit: String(query.limit) });
  if (query.role) params.set('role', query.role);
  if (query.search) params.set('search', query.search);
  return apiRequest(`/api/admin/users?${params.toString()}`, adminUsersPageSchema, { signal });
}

export function usersQueryOptions(query: UsersQuery) {
  return queryOptions({
    queryKey: [...usersQueryKey, query],
    queryFn: ({ signal }) => getUsers(query, signal),
    // The table keeps showing the last page while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useUsers(query: UsersQuery) {
  return useQuery(usersQueryOptions(query));
}
