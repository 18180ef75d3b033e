import { Box, Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import type { CompanyListMeta } from '../../../providers/data/companies.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

/** totalCompaniesCount and totalStoresCount of the list answer (the list's meta). */
export const CompanyTotals = () => {
  const translate = useLsmTranslate();
  const meta = useListContext().meta as CompanyListMeta | undefined;
  if (!meta) return null;
  return (
    <Box sx={{ display: 'flex', gap: 3, mb: 2, flexWrap: 'wrap' }}>
      <Typography variant="subtitle1">
        {translate('lsm.companies.list.total_companies', { count: meta.totalCompaniesCount })}
      </Typography>
      <Typography variant="subtitle1">
        {translate('lsm.companies.list.total_stores', { count: meta.totalStoresCount })}
      </Typography>
    </Box>
  );
};
