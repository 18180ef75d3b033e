import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import { Badge, Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { useMatchCounts } from '../../../custom/matching/useMatchData.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

/** How often the waiting number is asked again while the Inventory tab is open (matching runs in the background). */
const FOLLOW_MS = 5_000;

/** "Manual matches" with the number of store items waiting for a person (items_to_be_reviewed). */
export const ManualMatchesButton = ({ storeId }: { storeId: number }) => {
  const translate = useLsmTranslate();
  const waiting = useMatchCounts(storeId, true, FOLLOW_MS).data?.items_to_be_reviewed ?? 0;
  return (
    <Badge badgeContent={waiting} color="warning" max={9999} overlap="rectangular">
      <Button
        variant="outlined"
        component={Link}
        to={`/match-items/${storeId}`}
        startIcon={<CompareArrowsIcon />}
        aria-label={`${translate('lsm.matching.entry.open')}, ${translate('lsm.matching.entry.waiting', { smart_count: waiting })}`}
      >
        {translate('lsm.matching.entry.open')}
      </Button>
    </Badge>
  );
};
