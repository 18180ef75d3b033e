import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RemoveIcon from '@mui/icons-material/Remove';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

/** Whether the item is added on one delivery channel. */
export const ChannelFlag = ({ added, channel }: { added: boolean; channel: string }) => {
  const translate = useLsmTranslate();
  const label = translate(added ? 'lsm.inventory.list.added' : 'lsm.inventory.list.not_added', { channel });
  return added ? (
    <CheckCircleIcon fontSize="small" color="success" titleAccess={label} aria-label={label} aria-hidden={false} />
  ) : (
    <RemoveIcon fontSize="small" color="disabled" titleAccess={label} aria-label={label} aria-hidden={false} />
  );
};
