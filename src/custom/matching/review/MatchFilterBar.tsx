import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { SelectArrayInput } from 'react-admin';
import { MATCH_REVIEW_STATUSES } from '../../../contract/matching.ts';
import { matchTagQuery } from '../../../domain/matchReview.ts';
import type { ReviewStatus } from '../../../providers/data/matching.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';
import { ListFilterBar } from '../../list/ListFilterBar.tsx';
import { SearchFilter } from '../../list/SearchFilter.tsx';
import { useExportMatches } from './useExportMatches.ts';

const statusChoices = MATCH_REVIEW_STATUSES.map((status) => ({ id: status, name: `lsm.matching.filters.statuses.${status}` }));
const asList = (value: unknown): ReviewStatus[] => (Array.isArray(value) ? value : []);
// Every status chosen is the same as none: the filter goes back to All (spec 001 §4) and leaves the URL.
const allIsNone = (value: unknown): ReviewStatus[] => matchTagQuery(asList(value)) ?? [];

/** Search, the review-status tag filter (react-admin filters, kept in the URL) and the CSV export of the list. */
export const MatchFilterBar = ({ storeId }: { storeId: number }) => {
  const translate = useLsmTranslate();
  const { exporting, exportList } = useExportMatches(storeId);
  const statusLabel = (status: ReviewStatus) => translate(`lsm.matching.filters.statuses.${status}`);
  const filters = [
    <SearchFilter key="search" source="search" type="search" label="lsm.matching.filters.search" alwaysOn />,
    <SelectArrayInput
      key="tag"
      source="tag"
      label="lsm.matching.filters.tag"
      choices={statusChoices}
      format={asList}
      parse={allIsNone}
      helperText={false}
      size="small"
      InputLabelProps={{ shrink: true }}
      options={{
        displayEmpty: true,
        renderValue: (chosen) => {
          const statuses = asList(chosen);
          return statuses.length === 0 ? translate('lsm.matching.filters.all') : statuses.map(statusLabel).join(', ');
        },
      }}
      sx={{ minWidth: 180 }}
      alwaysOn
    />,
  ];
  return (
    <ListFilterBar filters={filters}>
      <Button variant="outlined" startIcon={<DownloadIcon />} disabled={exporting} onClick={() => void exportList()}>
        {translate('lsm.matching.actions.export')}
      </Button>
    </ListFilterBar>
  );
};
