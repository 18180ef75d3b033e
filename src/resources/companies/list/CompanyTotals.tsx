import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CompanyListMeta } from '../adapter.ts';

/** totalCompaniesCount and totalStoresCount of the list answer. */
export const CompanyTotals = ({ meta }: { meta: CompanyListMeta | undefined }) => {
  const translate = useTranslate();
  if (!meta) return null;
  return (
    <Box sx={{ display: 'flex', gap: 3, mb: 2 }}>
      <Typography variant="subtitle1">
        {translate('lsm.companies.list.total_companies', { count: meta.totalCompaniesCount })}
      </Typography>
      <Typography variant="subtitle1">
        {translate('lsm.companies.list.total_stores', { count: meta.totalStoresCount })}
      </Typography>
    </Box>
  );
};
