import { Box, Pagination } from '@mui/material';
import { useTranslate } from 'react-admin';
import { pagesOffered } from '../../../domain/paging.ts';

interface ListPaginationProps {
  label: string;
  total: number;
  page: number;
  onPage: (page: number) => void;
  /** false when the server stopped counting: more than `total` match */
  countExact?: boolean;
  /** rows on the current page: a full page offers the next one when the count is not exact */
  rowsInPage?: number;
}

/** Pages = ceil(total / 20), at least 1 (spec 000 §9); one more while a page fills when the count was capped. */
export const ListPagination = ({ label, total, page, onPage, countExact = true, rowsInPage = 0 }: ListPaginationProps) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
      <Pagination
        aria-label={translate(label)}
        count={pagesOffered(total, countExact, page, rowsInPage)}
        page={page}
        onChange={(_event, next) => onPage(next)}
        size="small"
      />
    </Box>
  );
};
