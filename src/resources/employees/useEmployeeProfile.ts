import { useGetOne } from 'react-admin';
import type { Profile } from '../../contract/auth.ts';

const PROFILE_META = { view: 'profile' };

export type EmployeeProfile = Profile & { id: number };

/** The employee's profile (GET /user-service/fetch-profile?id=); undefined while loading or when refused. */
export function useEmployeeProfile(id: string): EmployeeProfile | undefined {
  // the meta keeps this query apart from the list rows react-admin caches as getOne answers
  const { data } = useGetOne<EmployeeProfile>(
    'employees',
    { id: Number(id), meta: PROFILE_META },
    { enabled: /^\d+$/.test(id), retry: false },
  );
  return data;
}
