import { QueryClient } from '@tanstack/react-query';

/** react-admin's query cache; created by the app so the session end can clear it from anywhere. */
export function createQueryClient(): QueryClient {
  return new QueryClient();
}
