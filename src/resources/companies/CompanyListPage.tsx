import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { Company } from '../../contract/companies.ts';
import { PageFrame } from '../../custom/layout/PageFrame.tsx';
import { COMPANY_STATUSES } from '../../domain/company.ts';
import { PAGE_SIZE } from '../../domain/paging.ts';
import type { CompanyListMeta } from './adapter.ts';
import { CompanyFormDialog } from './form/CompanyFormDialog.tsx';
import { CompanyTable } from './list/CompanyTable.tsx';
import { CompanyTotals } from './list/CompanyTotals.tsx';
import { ListPagination } from './list/ListPagination.tsx';
import { ListToolbar } from './list/ListToolbar.tsx';
import { useListFilters } from './list/useListFilters.ts';

const statusChoices = COMPANY_STATUSES.map((status) => ({ id: status, name: `lsm.companies.statuses.${status}` }));

/** /companies (internal): totals, search, status filter, 20 companies a page, and "Create company". */
export const CompanyListPage = () => {
  const translate = useTranslate();
  const filters = useListFilters();
  const [creating, setCreating] = useState(false);
  const { data, total, meta, isPending } = useGetList<Company>('companies', {
    pagination: { page: filters.page, perPage: PAGE_SIZE },
    filter: { q: filters.q, status: filters.status },
  });
  const totals: CompanyListMeta | undefined = meta;
  return (
    <PageFrame title="lsm.pages.companies">
      <CompanyTotals meta={totals} />
      <ListToolbar
        searchLabel="lsm.companies.list.search"
        search={filters.search}
        onSearch={filters.setSearch}
        statusLabel="lsm.companies.list.status_filter"
        allStatusesLabel="lsm.companies.list.all_statuses"
        status={filters.status}
        statuses={statusChoices}
        onStatus={filters.setStatus}
      >
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)} sx={{ ml: 'auto' }}>
          {translate('lsm.companies.list.create')}
        </Button>
      </ListToolbar>
      <CompanyTable companies={data ?? []} loading={isPending} />
      <ListPagination label="lsm.companies.list.pages" total={total ?? 0} page={filters.page} onPage={filters.setPage} />
      <CompanyFormDialog open={creating} company={null} onClose={() => setCreating(false)} />
    </PageFrame>
  );
};
