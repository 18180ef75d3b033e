import { Link, Stack, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { suggestionsOf } from '../../domain/paging.ts';

/**
 * "Did you mean: …" under a search that matched nothing: the close spellings the server offered, each a
 * link that searches for it.
 */
export const SearchSuggestions = ({ onPick }: { onPick(suggestion: string): void }) => {
  const translate = useTranslate();
  const { meta, data, isPending } = useListContext();
  const suggestions = suggestionsOf(meta);
  if (isPending || (data?.length ?? 0) > 0 || suggestions.length === 0) return null;
  return (
    <Stack component="p" direction="row" sx={{ flexWrap: 'wrap', columnGap: 1, rowGap: 0.5, alignItems: 'baseline', my: 1 }}>
      <Typography component="span">{translate('lsm.list.did_you_mean')}</Typography>
      {suggestions.map((suggestion) => (
        <Link key={suggestion} component="button" type="button" variant="body1" onClick={() => onPick(suggestion)} sx={{ overflowWrap: 'anywhere', textAlign: 'left' }}>
          {suggestion}
        </Link>
      ))}
    </Stack>
  );
};
