import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { IconButton, Link, Stack, Typography, useMediaQuery } from '@mui/material';
import { DataTable } from 'react-admin';
import type { Dsp } from '../../../contract/channels.ts';
import type { Menu } from '../../../contract/menus.ts';
import { channelsText, MenuBadges, MenuHoursText } from './menuText.tsx';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

export interface MenuRowsProps {
  partners: readonly Dsp[];
  canEdit: boolean;
  onOpen(menu: Menu): void;
  onDelete(menu: Menu): void;
}

/** The menu list at 768 px and wider: every column of issue 12 on react-admin's DataTable. */
const Column = DataTable.Col<Menu>;
const NumberColumn = DataTable.NumberCol<Menu>;

/** Below this width the four counts share one column and the status sits under the name. */
const WIDE_TABLE_MIN_PX = 1280;

export const MenuTable = ({ partners, canEdit, onOpen, onDelete }: MenuRowsProps) => {
  const translate = useLsmTranslate();
  const wide = useMediaQuery(`(min-width:${WIDE_TABLE_MIN_PX}px)`, { noSsr: true });
  return (
    <DataTable<Menu> bulkActionButtons={false} rowClick={false} empty={<>{translate('lsm.menus.list.empty')}</>} sx={{ '& td': { verticalAlign: 'top' } }}>
      <Column
        label={translate('lsm.menus.columns.name')}
        disableSort
        render={(menu) => (
          <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
            <Link component="button" variant="body2" onClick={() => onOpen(menu)} aria-label={translate('lsm.menus.list.open', { name: menu.menu_name })} sx={{ fontWeight: 600, textAlign: 'left' }}>
              {menu.menu_name}
            </Link>
            {!wide && <MenuBadges menu={menu} />}
          </Stack>
        )}
      />
      {wide && <Column label={translate('lsm.menus.columns.status')} disableSort render={(menu) => <MenuBadges menu={menu} />} />}
      <Column label={translate('lsm.menus.columns.channels')} disableSort render={(menu) => channelsText(menu, partners, translate('lsm.menus.all_channels'))} />
      {wide && <NumberColumn label={translate('lsm.menus.columns.menu_items')} source="menu_item_count" disableSort />}
      {wide && <NumberColumn label={translate('lsm.menus.columns.store_items')} source="store_item_count" disableSort />}
      {wide && <NumberColumn label={translate('lsm.menus.columns.categories')} source="unique_category_count" disableSort />}
      {wide && <NumberColumn label={translate('lsm.menus.columns.modifier_items')} source="modifier_item_count" disableSort />}
      {!wide && (
        <Column
          label={translate('lsm.menus.columns.counts')}
          disableSort
          render={(menu) => (
            <Stack>
              <Typography variant="body2">{translate('lsm.menus.counts.menu_items', { count: menu.menu_item_count })}</Typography>
              <Typography variant="body2">{translate('lsm.menus.counts.store_items', { count: menu.store_item_count })}</Typography>
              <Typography variant="body2">{translate('lsm.menus.counts.categories', { count: menu.unique_category_count })}</Typography>
              <Typography variant="body2">{translate('lsm.menus.counts.modifier_items', { count: menu.modifier_item_count })}</Typography>
            </Stack>
          )}
        />
      )}
      <Column label={translate('lsm.menus.columns.hours')} disableSort render={(menu) => <MenuHoursText menu={menu} />} />
      {canEdit && (
        <Column
          label={translate('lsm.menus.columns.actions')}
          disableSort
          render={(menu) => (
            <IconButton size="small" aria-label={translate('lsm.menus.delete', { name: menu.menu_name })} onClick={() => onDelete(menu)}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          )}
        />
      )}
    </DataTable>
  );
};
