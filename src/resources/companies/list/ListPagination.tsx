import { Box, Pagination } from '@mui/material';
import { useTranslate } from 'react-admin';
import { pageCount } from '../../../domain/paging.ts';

interface ListPaginationProps {
  label: string;
  total: number;
  page: number;
  onPage: (page: number) => void;
}

/** Pages = ceil(total / 20), at least 1 (spec 000 §9). */
export const ListPagination = ({ label, total, page, onPage }: ListPaginationProps) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
      <Pagination
        aria-label={translate(label)}
        count={pageCount(total)}
        page={page}
        onChange={(_event, next) => onPage(next)}
        size="small"
      />
    </Box>
  );
};
