import { Link, Stack, Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import { suggestionsOf } from '../../domain/paging.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

/** "Did you mean: …": close spellings of a search that matched nothing, each a link that searches for it. */
export const DidYouMean = ({ suggestions, onPick }: { suggestions: readonly string[]; onPick(suggestion: string): void }) => {
  const translate = useLsmTranslate();
  if (suggestions.length === 0) return null;
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

/** The close spellings a react-admin list's answer offered (its meta), once the page shows no rows. */
export const SearchSuggestions = ({ onPick }: { onPick(suggestion: string): void }) => {
  const { meta, data, isPending } = useListContext();
  if (isPending || (data?.length ?? 0) > 0) return null;
  return <DidYouMean suggestions={suggestionsOf(meta)} onPick={onPick} />;
};
