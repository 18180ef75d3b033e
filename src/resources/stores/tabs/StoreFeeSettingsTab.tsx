import { TabSection } from '../../../custom/layout/TabSection.tsx';
import type { TabBodyProps } from '../../../custom/layout/sidebarTab.ts';
import { FeeSettings } from '../../channels/FeeSettings.tsx';
import '../../../providers/i18n/channels.ts';

/** The "fee-settings" tab of the store page: fee precedence and the prices each partner receives. */
export const StoreFeeSettingsTab = ({ id }: TabBodyProps) => {
  const storeId = Number(id);
  return (
    <TabSection title="lsm.tabs.store.fee-settings">{Number.isInteger(storeId) && storeId > 0 && <FeeSettings storeId={storeId} />}</TabSection>
  );
};
