import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { CoreAdminContext, usePermissions, type AuthProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { answerPermissionsQuery } from '../../src/providers/permissionsQuery.ts';
import { identifiedUserStore, type IdentifiedUser } from '../../src/providers/session.ts';
import { profileFixture, storeSession } from './support/fixtures.ts';

const internalUser: IdentifiedUser = {
  profile: profileFixture('INTERNAL', ['view_company_details']),
  userType: 'INTERNAL',
  userStore: null,
  storeId: null,
};

const permissionsIn = (client: QueryClient) => client.getQueryData(['auth', 'getPermissions', {}]);

afterEach(() => identifiedUserStore.set(null));

describe("react-admin's permissions query, answered before the first render", () => {
  it("holds the identified user's permissions", () => {
    storeSession('INTERNAL');
    identifiedUserStore.set(internalUser);
    const client = new QueryClient();
    answerPermissionsQuery(client);
    expect(permissionsIn(client)).toEqual({ userType: 'INTERNAL', keys: ['view_company_details'] });
  });

  it('before the session is restored, holds the stored user type without keys', () => {
    storeSession('MERCHANT');
    const client = new QueryClient();
    answerPermissionsQuery(client);
    expect(permissionsIn(client)).toEqual({ userType: 'MERCHANT', keys: [] });
  });

  it('answers usePermissions on its first render: nothing pending, so react-admin does not render the screen again', () => {
    storeSession('INTERNAL');
    identifiedUserStore.set(internalUser);
    const client = new QueryClient();
    answerPermissionsQuery(client);
    let asked = 0;
    const authProvider: AuthProvider = {
      login: () => Promise.resolve(),
      logout: () => Promise.resolve(),
      checkAuth: () => Promise.resolve(),
      checkError: () => Promise.resolve(),
      getPermissions: () => {
        asked += 1;
        return Promise.resolve({ userType: 'INTERNAL', keys: [] });
      },
    };
    const renders: string[] = [];
    const Probe = () => {
      const { permissions, isPending } = usePermissions<{ keys: string[] }>();
      renders.push(isPending ? 'pending' : (permissions?.keys.join(',') ?? 'none'));
      return <p>{isPending ? 'pending' : 'answered'}</p>;
    };
    render(
      <CoreAdminContext queryClient={client} authProvider={authProvider}>
        <Probe />
      </CoreAdminContext>,
    );
    expect(screen.getByText('answered')).toBeInTheDocument();
    expect(renders[0]).toBe('view_company_details');
    expect(renders).not.toContain('pending');
    expect(asked).toBe(0);
  });
});
