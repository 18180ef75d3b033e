import { Tab, Tabs } from '@mui/material';
import { useListContext } from 'react-admin';
import type { MatchCounts } from '../../../contract/matching.ts';
import { MATCH_RESULTS, type MatchResult } from '../../../domain/matchLists.ts';
import { matchResultOf } from '../../../providers/data/matching.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

/**
 * Matches, Partial and No match, each with its count from manual-match-items-count. The chosen result is a
 * filter of the list: it lives in the URL with the search and the tag filter, which it keeps.
 */
export const MatchResultTabs = ({ counts }: { counts: MatchCounts | undefined }) => {
  const translate = useLsmTranslate();
  const { filterValues, setFilters } = useListContext();
  return (
    <Tabs
      value={matchResultOf(filterValues)}
      onChange={(_event, result: MatchResult) => setFilters({ ...filterValues, result })}
      aria-label={translate('lsm.matching.results.label')}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {MATCH_RESULTS.map((result) => (
        <Tab key={result} value={result} label={translate(`lsm.matching.results.${result}`, { count: counts?.[result] ?? '…' })} />
      ))}
    </Tabs>
  );
};
