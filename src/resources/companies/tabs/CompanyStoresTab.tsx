import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useState } from 'react';
import { SelectArrayInput, SelectInput } from 'react-admin';
import type { Store } from '../../../contract/stores.ts';
import { OPERATING_STATUS_CODENAMES } from '../../../domain/channelStatus.ts';
import { TabSection } from '../../../custom/layout/TabSection.tsx';
import type { TabBodyProps } from '../../../custom/layout/sidebarTab.ts';
import { ListFilterBar } from '../../../custom/list/ListFilterBar.tsx';
import { ListPagination } from '../../../custom/list/ListPagination.tsx';
import { ListShell } from '../../../custom/list/ListShell.tsx';
import { SearchFilter } from '../../../custom/list/SearchFilter.tsx';
import { useIdentifiedUser } from '../../../providers/useIdentifiedUser.ts';
import { useCompanyTags } from '../../stores/form/useCompanyTags.ts';
import { StoreTable } from '../stores/StoreTable.tsx';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';
import { lazyDialog } from '../../../custom/lazy/lazyDialog.tsx';
import '../../../providers/i18n/companies.ts';

const StoreFormDialog = lazyDialog(() => import('../../stores/form/StoreFormDialog.tsx'), 'StoreFormDialog', (props) => props.open);

// The operating statuses the rows show (spec 000 "Store status"); the server filters by the same rule.
const statusChoices = OPERATING_STATUS_CODENAMES.map((status) => ({ id: status, name: `lsm.companies.store_statuses.${status}` }));

/** The company's stores (default tab): search, status and tag filters, 20 a page, "Create store". */
export const CompanyStoresTab = ({ id }: TabBodyProps) => {
  const translate = useLsmTranslate();
  const companyId = Number(id);
  const valid = Number.isInteger(companyId) && companyId > 0;
  const [creating, setCreating] = useState(false);
  const canCreate = useIdentifiedUser()?.permissions.includes('create_store') ?? false;
  const { tags } = useCompanyTags(valid ? companyId : null);
  const filters = [
    <SearchFilter key="q" label="lsm.companies.stores_tab.search" alwaysOn />,
    <SelectInput
      key="status"
      source="status"
      label="lsm.companies.stores_tab.status_filter"
      choices={statusChoices}
      emptyText="lsm.companies.stores_tab.all_statuses"
      helperText={false}
      size="small"
      sx={{ minWidth: 180 }}
      alwaysOn
    />,
    <SelectArrayInput
      key="tags"
      source="tags"
      label="lsm.companies.stores_tab.tag_filter"
      choices={tags.map((tag) => ({ id: tag.id, name: tag.tag_name }))}
      helperText={false}
      size="small"
      sx={{ minWidth: 170, maxWidth: 260 }}
      alwaysOn
    />,
  ];
  return (
    <TabSection title="lsm.tabs.company.stores">
      <ListShell<Store> resource="stores" filter={{ company_id: companyId }} queryOptions={{ enabled: valid }}>
        <ListFilterBar filters={filters}>
          {canCreate && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              {translate('lsm.companies.stores_tab.create')}
            </Button>
          )}
        </ListFilterBar>
        <StoreTable />
        <ListPagination label="lsm.companies.stores_tab.pages" />
      </ListShell>
      {canCreate && <StoreFormDialog open={creating} companyId={companyId} onClose={() => setCreating(false)} />}
    </TabSection>
  );
};
