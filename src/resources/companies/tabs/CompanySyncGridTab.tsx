import { TabSection } from '../../../custom/layout/TabSection.tsx';
import type { TabBodyProps } from '../../../custom/layout/sidebarTab.ts';
import { useIdentifiedUser } from '../../../providers/useIdentifiedUser.ts';
import { SyncGrid } from '../../channels/SyncGrid.tsx';
import '../../../providers/i18n/channels.ts';

/** The company's menu sync grid: every store × partner, pushed or retried in bulk. */
export const CompanySyncGridTab = ({ id }: TabBodyProps) => {
  const canEdit = useIdentifiedUser()?.permissions.includes('lm_edit_channel_settings') ?? false;
  const companyId = Number(id);
  return (
    <TabSection title="lsm.tabs.company.sync-grid">
      {Number.isInteger(companyId) && companyId > 0 && <SyncGrid companyId={companyId} canEdit={canEdit} />}
    </TabSection>
  );
};
