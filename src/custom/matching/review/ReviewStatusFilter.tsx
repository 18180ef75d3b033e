import { Checkbox, FormControl, InputLabel, ListItemText, MenuItem, Select } from '@mui/material';
import { useListContext } from 'react-admin';
import { MATCH_REVIEW_STATUSES } from '../../../domain/matchLists.ts';
import { matchTagQuery } from '../../../domain/matchReview.ts';
import type { ReviewStatus } from '../../../providers/data/matching.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

const asList = (value: unknown): ReviewStatus[] => (Array.isArray(value) ? value.filter((status) => MATCH_REVIEW_STATUSES.includes(status)) : []);

interface ReviewStatusFilterProps {
  /** read by react-admin's filter form, which shows the filter always */
  source: 'tag';
  alwaysOn: true;
}

/**
 * The review-status tag filter, a filter of the list (in the URL) set at once: react-admin's filter form
 * submits its inputs 500 ms apart, right for typed search but not for a choice, which must never leave the
 * rows of the choice before on screen. Every status chosen is the same as none: the filter goes back to All
 * (spec 001 §4) and leaves the URL.
 */
export const ReviewStatusFilter = (_props: ReviewStatusFilterProps) => {
  const translate = useLsmTranslate();
  const { filterValues, setFilters } = useListContext();
  const tags = asList(filterValues.tag);
  const statusLabel = (status: ReviewStatus) => translate(`lsm.matching.filters.statuses.${status}`);
  return (
    <FormControl size="small" sx={{ width: 200, mt: 1 }}>
      <InputLabel id="match-tag-label" shrink>
        {translate('lsm.matching.filters.tag')}
      </InputLabel>
      <Select<ReviewStatus[]>
        labelId="match-tag-label"
        label={translate('lsm.matching.filters.tag')}
        multiple
        displayEmpty
        notched
        value={tags}
        onChange={(event) => setFilters({ ...filterValues, tag: matchTagQuery(asList(event.target.value)) ?? [] })}
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
  );
};
