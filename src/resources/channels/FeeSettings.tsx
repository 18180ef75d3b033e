import { Alert, Typography } from '@mui/material';
import { useState } from 'react';
import { useCan } from '../employees/usePermissionKeys.ts';
import { FeePreviewTable } from './FeePreviewTable.tsx';
import { FeeRuleDialog } from './feeRules/FeeRuleDialog.tsx';
import { FeeRuleList } from './feeRules/FeeRuleList.tsx';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

/**
 * The Fee settings tab: the store's fee rules ("most specific wins"), their editor for a user with
 * lm_edit_fee_settings, and the prices each linked partner will receive, exactly as a push sends them.
 */
export const FeeSettings = ({ storeId }: { storeId: number }) => {
  const translate = useLsmTranslate();
  const canEdit = useCan('lm_edit_fee_settings');
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  return (
    <>
      <Alert severity="info" sx={{ mb: 2 }}>
        <Typography variant="body2">{translate('lsm.channels.fees.precedence')}</Typography>
        <Typography variant="body2">{translate('lsm.channels.fees.formula')}</Typography>
      </Alert>
      <FeeRuleList storeId={storeId} canEdit={canEdit} onEdit={setEditing} onAdd={() => setEditing('new')} />
      {editing !== null && (
        <FeeRuleDialog storeId={storeId} ruleId={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <Typography variant="h6" component="h3">
        {translate('lsm.channels.fees.preview_title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('lsm.channels.fees.preview_hint')}
      </Typography>
      <FeePreviewTable storeId={storeId} />
    </>
  );
};
