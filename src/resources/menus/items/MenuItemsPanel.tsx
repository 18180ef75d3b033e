import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import { Card, CardContent, Chip, IconButton, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DataTable, FilterForm, ListBase, SearchInput, useListContext, useNotify } from 'react-admin';
import type { Menu, MenuItemRow } from '../../../contract/menus.ts';
import { alertFailure } from '../../../custom/alert/alertFailure.ts';
import { useIsMobile } from '../../../custom/layout/useIsMobile.ts';
import { formatPrice } from '../../../domain/numbers.ts';
import { PAGE_SIZE } from '../../../domain/paging.ts';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';
import { MenuItemAdder } from './MenuItemAdder.tsx';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';
import { ListPagination } from '../../../custom/list/ListPagination.tsx';

interface MenuItemsPanelProps {
  storeId: number;
  menu: Menu;
  canEdit: boolean;
  onCountChanged(menuItemCount: number): void;
}

const Column = DataTable.Col<MenuItemRow>;

const HowChip = ({ item }: { item: MenuItemRow }) => {
  const translate = useLsmTranslate();
  return <Chip size="small" variant="outlined" label={translate(item.hand === 'added' ? 'lsm.menus.items.by_hand' : 'lsm.menus.items.by_rule')} />;
};

const RemoveButton = ({ item, onRemove }: { item: MenuItemRow; onRemove(item: MenuItemRow): void }) => {
  const translate = useLsmTranslate();
  return (
    <IconButton size="small" aria-label={translate('lsm.menus.items.remove', { name: item.name })} onClick={() => onRemove(item)}>
      <RemoveCircleOutlineIcon fontSize="small" />
    </IconButton>
  );
};

const ItemCards = ({ canEdit, onRemove }: { canEdit: boolean; onRemove(item: MenuItemRow): void }) => {
  const translate = useLsmTranslate();
  const { data, isPending } = useListContext<MenuItemRow>();
  if (isPending) return null;
  if (!data || data.length === 0) return <Typography sx={{ py: 2 }}>{translate('lsm.menus.items.empty')}</Typography>;
  return (
    <Stack spacing={1} role="list">
      {data.map((item) => (
        <Card key={item.id} variant="outlined" role="listitem">
          <CardContent sx={{ display: 'flex', gap: 1, alignItems: 'center', p: 1.5, '&:last-child': { pb: 1.5 } }}>
            <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {[item.category, formatPrice(item.price)].filter(Boolean).join(' · ')}
              </Typography>
            </Stack>
            <HowChip item={item} />
            {canEdit && <RemoveButton item={item} onRemove={onRemove} />}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
};

/** The items on a menu, 20 a page, searchable; items added by hand (POST .../menu/items) or taken off (DELETE .../menu/menu-item). */
export const MenuItemsPanel = ({ storeId, menu, canEdit, onCountChanged }: MenuItemsPanelProps) => {
  const translate = useLsmTranslate();
  const notify = useNotify();
  const isMobile = useIsMobile();
  const dataProvider = useLsmDataProvider();
  const queryClient = useQueryClient();
  const changed = (menuItemCount: number) => {
    onCountChanged(menuItemCount);
    void queryClient.invalidateQueries({ queryKey: ['menu-items'] });
    void queryClient.invalidateQueries({ queryKey: ['menu-rules-preview', storeId, menu.id] });
  };
  const remove = useMutation({
    mutationFn: (item: MenuItemRow) => dataProvider.removeMenuItems(storeId, menu.id, [item.id]),
    onSuccess: (answer) => {
      changed(answer.menu_item_count);
      notify(translate('lsm.menus.items.removed'), { type: 'success' });
    },
    onError: (error) => alertFailure('unable_to_update_menu_details', error),
  });
  const onRemove = (item: MenuItemRow) => remove.mutate(item);

  return (
    <ListBase
      resource="menu-items"
      filter={{ storeId, menuId: menu.id }}
      perPage={PAGE_SIZE}
      disableSyncWithLocation
      storeKey={false}
      queryOptions={{ retry: false, onError: (error: unknown) => alertFailure('unable_to_fetch_store_menu_details', error) }}
    >
      {canEdit && <MenuItemAdder storeId={storeId} menuId={menu.id} onAdded={changed} />}
      <FilterForm filters={[<SearchInput key="q" source="q" alwaysOn placeholder={translate('lsm.menus.items.search')} inputProps={{ 'aria-label': translate('lsm.menus.items.search') }} />]} />
      {isMobile ? (
        <ItemCards canEdit={canEdit} onRemove={onRemove} />
      ) : (
        <DataTable<MenuItemRow> bulkActionButtons={false} rowClick={false} empty={<>{translate('lsm.menus.items.empty')}</>}>
          <Column label={translate('lsm.menus.items.columns.name')} source="name" disableSort />
          <Column label={translate('lsm.menus.items.columns.category')} disableSort render={(item) => item.category ?? ''} />
          <Column label={translate('lsm.menus.items.columns.price')} disableSort align="right" render={(item) => formatPrice(item.price)} />
          <Column label={translate('lsm.menus.items.columns.how')} disableSort render={(item) => <HowChip item={item} />} />
          {canEdit && <Column label={translate('lsm.menus.items.columns.actions')} disableSort render={(item) => <RemoveButton item={item} onRemove={onRemove} />} />}
        </DataTable>
      )}
      <ListPagination label="lsm.menus.items.pages" />
    </ListBase>
  );
};
