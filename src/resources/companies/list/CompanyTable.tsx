import { Avatar, Box, Link } from '@mui/material';
import dayjs from 'dayjs';
import { DataTable, type Identifier } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Company } from '../../../contract/companies.ts';
import { ResponsiveList } from '../../../custom/list/ResponsiveList.tsx';
import { companySizeLabel } from '../../../domain/company.ts';
import { CompanyStatusChip } from '../CompanyStatusChip.tsx';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';
import { messageKeyOf } from '../../../providers/i18n/messageKeys.ts';

const Column = DataTable.Col<Company>;
const companyPath = (id: Identifier) => `/companies/${id}`;
const created = (company: Company) => dayjs(company.created_at).format('MMM D, YYYY');

const CompanyName = ({ company }: { company: Company }) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
    <Avatar src={company.logo ?? undefined} alt="" sx={{ width: 28, height: 28 }}>
      {company.name.charAt(0)}
    </Avatar>
    <Link component={RouterLink} to={companyPath(company.id)} onClick={(event) => event.stopPropagation()}>
      {company.name}
    </Link>
  </Box>
);

/** One row per company (cards below 768 px); a click opens /companies/{id}. */
export const CompanyTable = () => {
  const translate = useLsmTranslate();
  const status = (company: Company) => translate(messageKeyOf('lsm.companies.statuses', company.status), { _: company.status });
  const empty = <Box sx={{ p: 2 }}>{translate('lsm.companies.list.empty')}</Box>;
  return (
    <ResponsiveList<Company>
      card={{
        primaryText: (company) => company.name,
        secondaryText: (company) => `${status(company)} · ${translate(`lsm.companies.sizes.${companySizeLabel(company.stores)}`)}`,
        tertiaryText: created,
        rowClick: (id) => companyPath(id),
        empty,
      }}
      table={
        <DataTable<Company> rowClick={(id) => companyPath(id)} bulkActionButtons={false} empty={empty}>
          <Column source="name" label="lsm.companies.columns.name" disableSort render={(company) => <CompanyName company={company} />} />
          <Column source="status" label="lsm.companies.columns.status" disableSort render={(company) => <CompanyStatusChip status={company.status} />} />
          <Column label="lsm.companies.columns.size" render={(company) => translate(`lsm.companies.sizes.${companySizeLabel(company.stores)}`)} />
          <Column source="stores" label="lsm.companies.columns.stores" disableSort />
          <Column label="lsm.companies.columns.point_of_contact" render={(company) => company.point_of_contact?.name ?? ''} />
          <Column label="lsm.companies.columns.created" render={created} />
        </DataTable>
      }
    />
  );
};
