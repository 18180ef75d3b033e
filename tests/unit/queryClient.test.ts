import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../src/providers/queryClient.ts';

describe("react-admin's query cache", () => {
  it('asks checkAuth once for the session, not again for each list that mounts', async () => {
    const client = createQueryClient();
    const checkAuth = vi.fn(() => Promise.resolve(true));
    const options = { queryKey: ['auth', 'checkAuth', {}], queryFn: checkAuth };
    await client.fetchQuery(options);
    const unsubscribe = new QueryObserver(client, options).subscribe(() => undefined);
    unsubscribe();
    expect(checkAuth).toHaveBeenCalledTimes(1);
  });

  it('asks a failed checkAuth again, and leaves the other queries as react-query has them', async () => {
    const client = createQueryClient();
    const checkAuth = vi.fn(() => Promise.reject(new Error('no session')));
    const options = { queryKey: ['auth', 'checkAuth', {}], queryFn: checkAuth, retry: false };
    await client.fetchQuery(options).catch(() => undefined);
    const unsubscribe = new QueryObserver(client, options).subscribe(() => undefined);
    await vi.waitFor(() => expect(checkAuth).toHaveBeenCalledTimes(2));
    unsubscribe();
    expect(client.getQueryDefaults(['companies', 'getList']).staleTime).toBeUndefined();
  });
});
