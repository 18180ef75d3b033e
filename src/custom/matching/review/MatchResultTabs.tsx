import { Tab, Tabs } from '@mui/material';
import { MATCH_RESULTS, type MatchCounts, type MatchResult } from '../../../contract/matching.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

interface MatchResultTabsProps {
  value: MatchResult;
  counts: MatchCounts | undefined;
  onChange(result: MatchResult): void;
}

/** Matches, Partial and No match, each with its count from manual-match-items-count. */
export const MatchResultTabs = ({ value, counts, onChange }: MatchResultTabsProps) => {
  const translate = useLsmTranslate();
  return (
    <Tabs
      value={value}
      onChange={(_event, result: MatchResult) => onChange(result)}
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
