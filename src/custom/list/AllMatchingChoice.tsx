import { Link, Typography } from '@mui/material';
import type { AllMatching } from './useAllMatching.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';
import type { LsmMessageKey } from '../../providers/i18n/messageKeys.ts';

interface AllMatchingChoiceProps {
  state: AllMatching;
  /** message keys, given smart_count and count: every row that matches is selected / the link that selects them */
  allSelected: LsmMessageKey;
  selectAll: LsmMessageKey;
  /** shown before the link: the whole page is ticked (given smart_count, the page's rows) */
  pageSelected?: LsmMessageKey;
}

/** The "Select all N that match" link of a bulk toolbar, and once chosen the sentence that says so. */
export const AllMatchingChoice = ({ state, allSelected, selectAll, pageSelected }: AllMatchingChoiceProps) => {
  const translate = useLsmTranslate();
  const matching = { smart_count: state.matching, count: state.matching };
  if (state.allMatching) return <Typography variant="body2">{translate(allSelected, matching)}</Typography>;
  if (!state.offered) return null;
  return (
    <>
      {pageSelected && <Typography variant="body2">{translate(pageSelected, { smart_count: state.pageRows })}</Typography>}
      <Link component="button" type="button" variant="body2" onClick={state.selectAll}>
        {translate(selectAll, matching)}
      </Link>
    </>
  );
};
