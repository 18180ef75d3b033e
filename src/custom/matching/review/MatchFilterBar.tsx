import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Checkbox, FormControl, InputLabel, ListItemText, MenuItem, Select, TextField } from '@mui/material';
import { MATCH_REVIEW_STATUSES } from '../../../contract/matching.ts';
import { matchTagQuery } from '../../../domain/matchReview.ts';
import type { ReviewStatus } from '../useMatchData.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

interface MatchFilterBarProps {
  search: string;
  tags: readonly ReviewStatus[];
  exporting: boolean;
  onSearch(text: string): void;
  onTags(tags: ReviewStatus[]): void;
  onExport(): void;
}

/** Search, the review-status tag filter (every status selected is All) and the CSV export of the list. */
export const MatchFilterBar = ({ search, tags, exporting, onSearch, onTags, onExport }: MatchFilterBarProps) => {
  const translate = useLsmTranslate();
  const statusLabel = (status: ReviewStatus) => translate(`lsm.matching.filters.statuses.${status}`);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
      <TextField
        size="small"
        type="search"
        label={translate('lsm.matching.filters.search')}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        sx={{ flex: '1 1 220px', minWidth: 0, maxWidth: 360 }}
      />
      <FormControl size="small" sx={{ flex: '0 1 200px', minWidth: 160 }}>
        <InputLabel id="match-tag-label" shrink>
          {translate('lsm.matching.filters.tag')}
        </InputLabel>
        <Select<ReviewStatus[]>
          labelId="match-tag-label"
          label={translate('lsm.matching.filters.tag')}
          multiple
          displayEmpty
          notched
          value={[...tags]}
          // Every status chosen is the same as none: the filter goes back to All (spec 001 §4).
          onChange={(event) => onTags(matchTagQuery(event.target.value as ReviewStatus[]) ?? [])}
          renderValue={(chosen) => (chosen.length === 0 ? translate('lsm.matching.filters.all') : chosen.map(statusLabel).join(', '))}
        >
          {MATCH_REVIEW_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              <Checkbox size="small" checked={tags.includes(status)} />
              <ListItemText primary={statusLabel(status)} />
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Button variant="outlined" startIcon={<DownloadIcon />} disabled={exporting} onClick={onExport} sx={{ ml: { sm: 'auto' } }}>
        {translate('lsm.matching.actions.export')}
      </Button>
    </Box>
  );
};
