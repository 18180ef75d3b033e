import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';
import { ListFilterBar } from '../../list/ListFilterBar.tsx';
import { SearchFilter } from '../../list/SearchFilter.tsx';
import { ReviewStatusFilter } from './ReviewStatusFilter.tsx';
import { useExportMatches } from './useExportMatches.ts';

const filters = [
  <SearchFilter key="search" source="search" type="search" label="lsm.matching.filters.search" alwaysOn />,
  <ReviewStatusFilter key="tag" source="tag" alwaysOn />,
];

/** Search (typed, 500 ms apart) and the review-status filter, both kept in the URL, and the CSV export of the list. */
export const MatchFilterBar = ({ storeId }: { storeId: number }) => {
  const translate = useLsmTranslate();
  const { exporting, exportList } = useExportMatches(storeId);
  return (
    <ListFilterBar filters={filters}>
      <Button variant="outlined" startIcon={<DownloadIcon />} disabled={exporting} onClick={() => void exportList()}>
        {translate('lsm.matching.actions.export')}
      </Button>
    </ListFilterBar>
  );
};
