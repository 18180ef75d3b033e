import { Box, Button, Typography } from '@mui/material';
import { useInfinitePaginationContext, useListContext } from 'react-admin';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

/** "Showing 20 of 45" and the button that loads the next 20, offered until a page comes back short (spec 001 §4). */
export const MatchLoadMore = () => {
  const translate = useLsmTranslate();
  const { data = [], total } = useListContext();
  const { hasNextPage, fetchNextPage, isFetchingNextPage } = useInfinitePaginationContext();
  if (data.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 2 }}>
      <Typography variant="body2" color="text.secondary" role="status">
        {translate('lsm.matching.list.shown', { shown: data.length, count: total ?? data.length })}
      </Typography>
      {hasNextPage && (
        <Button variant="outlined" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          {translate('lsm.matching.list.load_more')}
        </Button>
      )}
    </Box>
  );
};
