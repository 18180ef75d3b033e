import { Avatar, Box, Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import dayjs from 'dayjs';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { Company } from '../../../contract/companies.ts';
import { companySizeLabel } from '../../../domain/company.ts';
import { CompanyStatusChip } from '../CompanyStatusChip.tsx';

const COLUMNS = ['name', 'status', 'size', 'stores', 'point_of_contact', 'created'] as const;

/** One row per company; a click opens /companies/{id}. */
export const CompanyTable = ({ companies, loading }: { companies: readonly Company[]; loading: boolean }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableCell key={column}>{translate(`lsm.companies.columns.${column}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {companies.map((company) => (
          <TableRow key={company.id} hover sx={{ cursor: 'pointer' }} onClick={() => navigate(`/companies/${company.id}`)}>
            <TableCell>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Avatar src={company.logo ?? undefined} alt="" sx={{ width: 28, height: 28 }}>
                  {company.name.charAt(0)}
                </Avatar>
                <Link component={RouterLink} to={`/companies/${company.id}`} onClick={(event) => event.stopPropagation()}>
                  {company.name}
                </Link>
              </Box>
            </TableCell>
            <TableCell>
              <CompanyStatusChip status={company.status} />
            </TableCell>
            <TableCell>{translate(`lsm.companies.sizes.${companySizeLabel(company.stores)}`)}</TableCell>
            <TableCell>{company.stores}</TableCell>
            <TableCell>{company.point_of_contact?.name ?? ''}</TableCell>
            <TableCell>{dayjs(company.created_at).format('MMM D, YYYY')}</TableCell>
          </TableRow>
        ))}
        {!loading && companies.length === 0 && (
          <TableRow>
            <TableCell colSpan={COLUMNS.length}>{translate('lsm.companies.list.empty')}</TableCell>
          </TableRow>
        )}
        {loading && companies.length === 0 && (
          <TableRow>
            <TableCell colSpan={COLUMNS.length}>{translate('lsm.companies.list.loading')}</TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
};
