import { TabSection } from '../../../custom/layout/TabSection.tsx';
import type { TabBodyProps } from '../../../custom/layout/sidebarTab.ts';
import { useIdentifiedUser } from '../../../providers/useIdentifiedUser.ts';
import { MenusPanel } from '../../menus/MenusPanel.tsx';
import '../../../providers/i18n/menus.ts';
import '../../../providers/i18n/storePage.ts';

/** The "menus" tab of the store page: lm_view_store_menus to see it, lm_edit_store_menus to change menus. */
export const StoreMenusTab = ({ id }: TabBodyProps) => {
  const storeId = Number.isInteger(Number(id)) && Number(id) > 0 ? Number(id) : 0;
  const canEdit = useIdentifiedUser()?.permissions.includes('lm_edit_store_menus') ?? false;
  return <TabSection title="lsm.tabs.store.menus">{storeId > 0 && <MenusPanel storeId={storeId} canEdit={canEdit} />}</TabSection>;
};
