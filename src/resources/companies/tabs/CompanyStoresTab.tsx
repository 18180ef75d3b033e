import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { Store } from '../../../contract/stores.ts';
import { IdMultiFilter } from '../../../custom/filters/IdMultiFilter.tsx';
import { TabSection } from '../../../custom/layout/TabSection.tsx';
import type { TabBodyProps } from '../../../custom/layout/sidebarTab.ts';
import { PAGE_SIZE } from '../../../domain/paging.ts';
import { useIdentifiedUser } from '../../../providers/useIdentifiedUser.ts';
import { StoreFormDialog } from '../../stores/form/StoreFormDialog.tsx';
import { useCompanyTags } from '../../stores/form/useCompanyTags.ts';
import { ListPagination } from '../list/ListPagination.tsx';
import { ListToolbar } from '../list/ListToolbar.tsx';
import { useListFilters } from '../list/useListFilters.ts';
import { StoreTable } from '../stores/StoreTable.tsx';

const STORE_STATUSES = ['accepting_orders', 'paused', 'offline', 'closed', 'integration_failure'] as const;
const statusChoices = STORE_STATUSES.map((status) => ({ id: status, name: `lsm.companies.store_statuses.${status}` }));

/** The company's stores (default tab): search, status and tag filters, 20 a page, "Create store". */
export const CompanyStoresTab = ({ id }: TabBodyProps) => {
  const translate = useTranslate();
  const companyId = Number(id);
  const filters = useListFilters();
  const [tagIds, setTagIds] = useState<number[]>([]);
  const [creating, setCreating] = useState(false);
  const canCreate = useIdentifiedUser()?.permissions.includes('create_store') ?? false;
  const { tags } = useCompanyTags(Number.isInteger(companyId) && companyId > 0 ? companyId : null);
  const { data, total, isPending } = useGetList<Store>(
    'stores',
    {
      pagination: { page: filters.page, perPage: PAGE_SIZE },
      filter: { company_id: companyId, q: filters.q, status: filters.status, tags: tagIds },
    },
    { enabled: Number.isInteger(companyId) && companyId > 0 },
  );
  return (
    <TabSection title="lsm.tabs.company.stores">
      <ListToolbar
        searchLabel="lsm.companies.stores_tab.search"
        search={filters.search}
        onSearch={filters.setSearch}
        statusLabel="lsm.companies.stores_tab.status_filter"
        allStatusesLabel="lsm.companies.stores_tab.all_statuses"
        status={filters.status}
        statuses={statusChoices}
        onStatus={filters.setStatus}
      >
        <IdMultiFilter
          label="lsm.companies.stores_tab.tag_filter"
          options={tags.map((tag) => ({ id: tag.id, name: tag.tag_name }))}
          selected={tagIds}
          onChange={(ids) => {
            setTagIds(ids);
            filters.setPage(1);
          }}
        />
        {canCreate && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)} sx={{ ml: 'auto' }}>
            {translate('lsm.companies.stores_tab.create')}
          </Button>
        )}
      </ListToolbar>
      <StoreTable stores={data ?? []} loading={isPending} />
      <ListPagination label="lsm.companies.stores_tab.pages" total={total ?? 0} page={filters.page} onPage={filters.setPage} />
      {canCreate && <StoreFormDialog open={creating} companyId={companyId} onClose={() => setCreating(false)} />}
    </TabSection>
  );
};
