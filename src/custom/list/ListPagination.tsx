import { Box } from '@mui/material';
import type { LabelDisplayedRowsArgs, TablePaginationProps } from '@mui/material';
import { Pagination, useListContext } from 'react-admin';
import { cappedCountOf } from '../../domain/paging.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';
import type { LsmMessageKey } from '../../providers/i18n/messageKeys.ts';

/**
 * The one pager: react-admin's Pagination, 20 a page with no size choice. A count the server stopped at
 * comes as partial pagination (pageInfo, no total) and reads "1-20 of 1000+".
 */
export const ListPagination = ({ label }: { label: LsmMessageKey }) => {
  const translate = useLsmTranslate();
  const { meta } = useListContext();
  const capped = cappedCountOf(meta);
  const rows = ({ from, to, count }: LabelDisplayedRowsArgs) =>
    translate('lsm.list.rows', { from, to, total: count === -1 && capped !== null ? `${capped}+` : count === -1 ? `${to}+` : count });
  // react-admin hands unknown props down to MUI's TablePagination; its own props type omits this one.
  const range: Pick<TablePaginationProps, 'labelDisplayedRows'> = { labelDisplayedRows: rows };
  return (
    <Box role="group" aria-label={translate(label)} sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1, maxWidth: '100%', overflowX: 'hidden' }}>
      <Pagination rowsPerPageOptions={[]} {...range} />
    </Box>
  );
};
