import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Typography } from '@mui/material';
import { FilterForm, SearchInput, SelectInput, useListContext } from 'react-admin';
import { MENU_STATUS_VALUES } from '../../../contract/menus.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

/** Search and status filters (blank ones are dropped by the adapter), the totals and "New menu". */
export const MenuListToolbar = ({ canEdit, onCreate }: { canEdit: boolean; onCreate(): void }) => {
  const translate = useLsmTranslate();
  const { total, meta } = useListContext();
  const storeItems = (meta as { totalStoreItemCount?: number } | undefined)?.totalStoreItemCount;
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('lsm.menus.list.search')} inputProps={{ 'aria-label': translate('lsm.menus.list.search') }} />,
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      label={translate('lsm.menus.list.status')}
      emptyText={translate('lsm.menus.list.all_statuses')}
      choices={MENU_STATUS_VALUES.map((status) => ({ id: status, name: translate(`lsm.menus.status.${status}`) }))}
    />,
  ];
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
      <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
        <FilterForm filters={filters} />
      </Box>
      {total !== undefined && storeItems !== undefined && (
        <Typography variant="body2" color="text.secondary" role="status">
          {translate('lsm.menus.list.totals', { menus: total, items: storeItems })}
        </Typography>
      )}
      {canEdit && (
        <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
          {translate('lsm.menus.list.create')}
        </Button>
      )}
    </Box>
  );
};
