import { CircularProgress, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { offsetOf, PAGE_SIZE } from '../../../domain/paging.ts';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';
import { alertFailure } from '../../../custom/alert/alertFailure.ts';
import { ListPager } from '../../employees/ListPager.tsx';
import { StoreUsersTable } from './StoreUsersTable.tsx';

/** "Store users": the employees assigned to the store (GET /user-service/store/{storeId}/users), 20 a page. */
export const StoreUsersSection = ({ storeId }: { storeId: number }) => {
  const translate = useTranslate();
  const dataProvider = useLsmDataProvider();
  const [page, setPage] = useState(1);
  const { data, isPending } = useQuery({
    queryKey: ['stores', storeId, 'users', page],
    queryFn: async () => {
      try {
        return await dataProvider.getStoreUsers(storeId, { limit: PAGE_SIZE, offset: offsetOf(page) });
      } catch (error) {
        alertFailure('unable_to_fetch_data', error);
        throw error;
      }
    },
    placeholderData: keepPreviousData,
    retry: false,
  });
  return (
    <section aria-labelledby="store-users-title">
      <Typography id="store-users-title" variant="h6" component="h3" sx={{ mt: 4, mb: 1 }}>
        {translate('lsm.storePage.users.title')}
      </Typography>
      {isPending && <CircularProgress aria-label={translate('lsm.storePage.users.loading')} />}
      {data && data.users.length === 0 && <Typography color="text.secondary">{translate('lsm.storePage.users.empty')}</Typography>}
      {data && data.users.length > 0 && (
        <>
          <StoreUsersTable users={data.users} />
          <ListPager page={page} total={data.count} onPage={setPage} />
        </>
      )}
    </section>
  );
};
