import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useListContext, useNotify, useRefresh } from 'react-admin';
import { alertFailure } from '../../custom/alert/alertFailure.ts';
import type { BannerStatus } from '../../domain/banners.ts';
import { HttpError } from '../../providers/HttpError.ts';
import { useLsmDataProvider } from '../../providers/useLsmDataProvider.ts';
import { deleteInBatches } from './deleteInBatches.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

interface BannerBulkButtonsProps {
  companyId: number;
  canEdit: boolean;
  canDelete: boolean;
}

/** Activate, deactivate (one PUT bulk) and delete (calls of 20, with a report) for the selected banners. */
export const BannerBulkButtons = ({ companyId, canEdit, canDelete }: BannerBulkButtonsProps) => {
  const translate = useLsmTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useLsmDataProvider();
  const { selectedIds, onSelect, onUnselectItems } = useListContext();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const ids = selectedIds.map(Number);

  const setStatus = async (status: BannerStatus) => {
    setBusy(true);
    try {
      const answer = await dataProvider.setBannersStatus(companyId, ids, status);
      notify('lsm.banners.bulk.status_done', { type: 'success', messageArgs: { smart_count: answer.campaign_ids.length } });
      onUnselectItems();
    } catch (error) {
      alertFailure('unable_to_update_banner', error);
    } finally {
      setBusy(false);
      refresh();
    }
  };

  const remove = async () => {
    setConfirming(false);
    setBusy(true);
    const report = await deleteInBatches(ids, (batch) => dataProvider.deleteBanners(companyId, batch));
    setBusy(false);
    if (report.deleted.length === 0) alertFailure('unable_to_delete_banner', report.error);
    else if (report.failed.length === 0) notify('lsm.banners.bulk.deleted_all', { type: 'success', messageArgs: { smart_count: report.deleted.length } });
    else {
      const reason = report.error instanceof HttpError && report.error.serverMessage ? report.error.serverMessage : translate('lsm.alerts.unable_to_delete_banner.message');
      notify('lsm.banners.bulk.deleted_some', { type: 'warning', autoHideDuration: null, messageArgs: { deleted: report.deleted.length, total: ids.length, failed: report.failed.length, reason } });
    }
    // What failed stays selected, so it can be tried again.
    onSelect(report.failed);
    refresh();
  };

  return (
    <>
      {canEdit && (
        <>
          <Button size="small" disabled={busy} onClick={() => void setStatus('active')}>{translate('lsm.banners.bulk.activate')}</Button>
          <Button size="small" disabled={busy} onClick={() => void setStatus('inactive')}>{translate('lsm.banners.bulk.deactivate')}</Button>
        </>
      )}
      {canDelete && (
        <Button size="small" color="error" disabled={busy} onClick={() => setConfirming(true)}>{translate('lsm.banners.bulk.delete')}</Button>
      )}
      <Confirm
        isOpen={confirming}
        title="lsm.banners.bulk.delete_title"
        titleTranslateOptions={{ smart_count: ids.length }}
        content="lsm.banners.bulk.delete_confirm"
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};
