import { Typography } from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { alertFailure } from '../../../custom/alert/alertFailure.ts';
import { ListPagination } from '../../../custom/list/ListPagination.tsx';
import { ListShell } from '../../../custom/list/ListShell.tsx';
import { StoreUsersTable } from './StoreUsersTable.tsx';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

const queryOptions = {
  placeholderData: keepPreviousData,
  retry: false,
  onError: (error: unknown) => alertFailure('unable_to_fetch_data', error),
};

/** "Store users": the employees assigned to the store (GET /user-service/store/{storeId}/users), 20 a page. */
export const StoreUsersSection = ({ storeId }: { storeId: number }) => {
  const translate = useLsmTranslate();
  return (
    <section aria-labelledby="store-users-title">
      <Typography id="store-users-title" variant="h6" component="h3" sx={{ mt: 4, mb: 1 }}>
        {translate('lsm.storePage.users.title')}
      </Typography>
      <ListShell resource="store-users" filter={{ storeId }} queryOptions={queryOptions}>
        <StoreUsersTable />
        <ListPagination label="lsm.storePage.users.pages" />
      </ListShell>
    </section>
  );
};
