import { TabSection } from '../../../custom/layout/TabSection.tsx';
import type { TabBodyProps } from '../../../custom/layout/sidebarTab.ts';
import { useIdentifiedUser } from '../../../providers/useIdentifiedUser.ts';
import { ChannelsSettings } from '../../channels/ChannelsSettings.tsx';
import '../../../providers/i18n/channels.ts';

/** The "channels-settings" tab of the store page: partner links, POS, menu push and sync tasks. */
export const StoreChannelsSettingsTab = ({ id }: TabBodyProps) => {
  const canEdit = useIdentifiedUser()?.permissions.includes('lm_edit_channel_settings') ?? false;
  const storeId = Number(id);
  return (
    <TabSection title="lsm.tabs.store.channels-settings">
      {Number.isInteger(storeId) && storeId > 0 && <ChannelsSettings storeId={storeId} canEdit={canEdit} />}
    </TabSection>
  );
};
