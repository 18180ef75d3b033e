import { TabSection } from '../../custom/layout/TabSection.tsx';
import type { TabBodyProps } from '../../custom/layout/sidebarTab.ts';
import { useCan } from '../employees/usePermissionKeys.ts';
import { ModifierGroupEdit } from './ModifierGroupEdit.tsx';
import { ModifierGroupList } from './ModifierGroupList.tsx';
import { useModifierGroupScreen } from './useModifierGroupScreen.ts';
import '../../providers/i18n/modifierGroups.ts';

/** The store's modifier groups (spec 001 §2, §3): the list, or one group's edit screen (modes new and edit). */
export const StoreModifierGroupsTab = ({ id }: TabBodyProps) => {
  const storeId = Number(id);
  const canEdit = useCan('lm_edit_store_menus');
  const { screen, open, close } = useModifierGroupScreen();
  if (screen.mode === 'list') {
    return (
      <TabSection title="lsm.modifierGroups.title">
        <ModifierGroupList storeId={storeId} canEdit={canEdit} onOpen={open} />
      </TabSection>
    );
  }
  return <ModifierGroupEdit storeId={storeId} groupId={screen.mode === 'edit' ? screen.id : null} canEdit={canEdit} onOpen={open} onClose={close} />;
};
