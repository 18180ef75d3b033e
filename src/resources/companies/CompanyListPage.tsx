import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useState } from 'react';
import { SelectInput } from 'react-admin';
import { PageFrame } from '../../custom/layout/PageFrame.tsx';
import { ListFilterBar } from '../../custom/list/ListFilterBar.tsx';
import { ListPagination } from '../../custom/list/ListPagination.tsx';
import { ListShell } from '../../custom/list/ListShell.tsx';
import { SearchFilter } from '../../custom/list/SearchFilter.tsx';
import { COMPANY_STATUSES } from '../../domain/company.ts';
import { CompanyTable } from './list/CompanyTable.tsx';
import { CompanyTotals } from './list/CompanyTotals.tsx';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';
import { lazyDialog } from '../../custom/lazy/lazyDialog.tsx';
import '../../providers/i18n/companies.ts';

const CompanyFormDialog = lazyDialog(() => import('./form/CompanyFormDialog.tsx'), 'CompanyFormDialog', (props) => props.open);

const statusChoices = COMPANY_STATUSES.map((status) => ({ id: status, name: `lsm.companies.statuses.${status}` }));

const filters = [
  <SearchFilter key="q" label="lsm.companies.list.search" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    label="lsm.companies.list.status_filter"
    choices={statusChoices}
    emptyText="lsm.companies.list.all_statuses"
    helperText={false}
    size="small"
    sx={{ minWidth: 180 }}
    alwaysOn
  />,
];

/** /companies (internal): totals, search, status filter, 20 companies a page (all in the URL), and "Create company". */
export const CompanyListPage = () => {
  const translate = useLsmTranslate();
  const [creating, setCreating] = useState(false);
  return (
    <PageFrame page="companies">
      <ListShell resource="companies" inUrl>
        <CompanyTotals />
        <ListFilterBar filters={filters}>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {translate('lsm.companies.list.create')}
          </Button>
        </ListFilterBar>
        <CompanyTable />
        <ListPagination label="lsm.companies.list.pages" />
      </ListShell>
      <CompanyFormDialog open={creating} company={null} onClose={() => setCreating(false)} />
    </PageFrame>
  );
};
