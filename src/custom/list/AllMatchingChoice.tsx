import { Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AllMatching } from './useAllMatching.ts';

interface AllMatchingChoiceProps {
  state: AllMatching;
  /** message keys, given smart_count and count: every row that matches is selected / the link that selects them */
  allSelected: string;
  selectAll: string;
  /** shown before the link: the whole page is ticked (given smart_count, the page's rows) */
  pageSelected?: string;
}

/** The "Select all N that match" link of a bulk toolbar, and once chosen the sentence that says so. */
export const AllMatchingChoice = ({ state, allSelected, selectAll, pageSelected }: AllMatchingChoiceProps) => {
  const translate = useTranslate();
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
