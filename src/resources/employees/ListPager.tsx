import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { pageCount } from '../../domain/paging.ts';

/** "Page x of y" with previous and next (spec 000 §9: 20 a page, at least one page). */
export const ListPager = ({ page, total, onPage }: { page: number; total: number; onPage(page: number): void }) => {
  const translate = useTranslate();
  const pages = pageCount(total);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'flex-end', mt: 1 }}>
      <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {translate('lsm.employees.list.previous')}
      </Button>
      <Typography variant="body2">{translate('lsm.employees.list.page', { page, pages })}</Typography>
      <Button size="small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {translate('lsm.employees.list.next')}
      </Button>
    </Stack>
  );
};
