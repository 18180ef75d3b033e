import { QueryClient } from '@tanstack/react-query';

/**
 * react-admin's query cache; created by the app so the session end can clear it from anywhere.
 *
 * react-admin asks checkAuth again for every list that mounts, and the admin's routes, which watch that query,
 * render the whole page again while it runs. Ours only asks whether the session was restored, which holds
 * until the session ends, and the end clears this cache; a failed check has no answer and is asked again.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient();
  client.setQueryDefaults(['auth', 'checkAuth'], { staleTime: Infinity });
  return client;
}
