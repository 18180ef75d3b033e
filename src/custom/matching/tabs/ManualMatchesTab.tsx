import { Alert } from '@mui/material';
import { useIdentifiedUser } from '../../../providers/useIdentifiedUser.ts';
import { TabSection } from '../../layout/TabSection.tsx';
import type { TabBodyProps } from '../../layout/sidebarTab.ts';
import { ManualMatchesReview } from '../review/ManualMatchesReview.tsx';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';
import '../../../providers/i18n/matching.ts';

/** The "manual-matches" tab of the match-items page: seeing needs lm_view_store_inventory, changing lm_edit_store_inventory. */
export const ManualMatchesTab = ({ id }: TabBodyProps) => {
  const translate = useLsmTranslate();
  const permissions = useIdentifiedUser()?.permissions ?? [];
  const storeId = Number.isInteger(Number(id)) && Number(id) > 0 ? Number(id) : 0;
  return (
    <TabSection title="lsm.tabs.match-items.manual-matches">
      {permissions.includes('lm_view_store_inventory') ? (
        <ManualMatchesReview storeId={storeId} canEdit={permissions.includes('lm_edit_store_inventory')} />
      ) : (
        <Alert severity="info">{translate('lsm.matching.no_access')}</Alert>
      )}
    </TabSection>
  );
};
