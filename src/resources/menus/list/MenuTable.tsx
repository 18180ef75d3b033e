import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { IconButton, Link } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import type { Dsp } from '../../../contract/channels.ts';
import type { Menu } from '../../../contract/menus.ts';
import { channelsText, MenuBadges, MenuHoursText } from './menuText.tsx';

export interface MenuRowsProps {
  partners: readonly Dsp[];
  canEdit: boolean;
  onOpen(menu: Menu): void;
  onDelete(menu: Menu): void;
}

/** The menu list at 768 px and wider: every column of issue 12 on react-admin's DataTable. */
const Column = DataTable.Col<Menu>;
const NumberColumn = DataTable.NumberCol<Menu>;

export const MenuTable = ({ partners, canEdit, onOpen, onDelete }: MenuRowsProps) => {
  const translate = useTranslate();
  return (
    <DataTable<Menu> bulkActionButtons={false} rowClick={false} empty={<>{translate('lsm.menus.list.empty')}</>} sx={{ '& td': { verticalAlign: 'top' } }}>
      <Column
        label={translate('lsm.menus.columns.name')}
        disableSort
        render={(menu) => (
          <Link component="button" variant="body2" onClick={() => onOpen(menu)} aria-label={translate('lsm.menus.list.open', { name: menu.menu_name })} sx={{ fontWeight: 600, textAlign: 'left' }}>
            {menu.menu_name}
          </Link>
        )}
      />
      <Column label={translate('lsm.menus.columns.status')} disableSort render={(menu) => <MenuBadges menu={menu} />} />
      <Column label={translate('lsm.menus.columns.channels')} disableSort render={(menu) => channelsText(menu, partners, translate('lsm.menus.all_channels'))} />
      <NumberColumn label={translate('lsm.menus.columns.menu_items')} source="menu_item_count" disableSort />
      <NumberColumn label={translate('lsm.menus.columns.store_items')} source="store_item_count" disableSort />
      <NumberColumn label={translate('lsm.menus.columns.categories')} source="unique_category_count" disableSort />
      <NumberColumn label={translate('lsm.menus.columns.modifier_items')} source="modifier_item_count" disableSort />
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
