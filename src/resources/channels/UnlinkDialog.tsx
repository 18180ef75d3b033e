import { useState } from 'react';
import { Confirm, useDelete, useNotify } from 'react-admin';
import type { StorePartner } from '../../contract/channels.ts';
import { HttpError } from '../../providers/http.ts';

interface UnlinkDialogProps {
  link: StorePartner;
  onClose: () => void;
}

/**
 * Asks before unlinking. When the server answers that a push is under way (409), asks again with its
 * reason and unlinks with force only on a second yes.
 */
export const UnlinkDialog = ({ link, onClose }: UnlinkDialogProps) => {
  const notify = useNotify();
  const [remove, { isPending }] = useDelete();
  const [underWay, setUnderWay] = useState<string | null>(null);
  const partner = link.partnerName;

  const unlink = async () => {
    try {
      await remove('store-partners', { id: link.id, previousData: link, meta: { force: underWay !== null } }, { mutationMode: 'pessimistic', returnPromise: true });
      notify('lsm.channels.partners.unlinked_done', { messageArgs: { partner }, type: 'success' });
      onClose();
    } catch (error) {
      if (error instanceof HttpError && error.status === 409 && underWay === null) {
        setUnderWay(error.serverMessage ?? '');
        return;
      }
      notify(error instanceof HttpError && error.serverMessage ? error.serverMessage : 'lsm.channels.errors.generic', { type: 'error' });
    }
  };

  return (
    <Confirm
      isOpen
      loading={isPending}
      title={underWay === null ? 'lsm.channels.partners.unlink_title' : 'lsm.channels.partners.unlink_under_way_title'}
      titleTranslateOptions={{ partner }}
      content={underWay ?? 'lsm.channels.partners.unlink_body'}
      contentTranslateOptions={{ partner }}
      confirm={underWay === null ? 'lsm.channels.partners.unlink' : 'lsm.channels.partners.unlink_anyway'}
      cancel="lsm.channels.partners.cancel"
      confirmColor="warning"
      onConfirm={() => void unlink()}
      onClose={onClose}
    />
  );
};
