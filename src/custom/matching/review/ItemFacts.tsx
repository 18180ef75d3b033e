import { Box, Typography } from '@mui/material';
import type { MatchGlobalItem, MatchStoreItem } from '../../../contract/matching.ts';
import type { ComparedField } from '../../../domain/matchReview.ts';
import { formatPrice } from '../../../domain/numbers.ts';
import { Thumbnail } from '../../images/Thumbnail.tsx';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

interface ItemFactsProps {
  heading: string;
  item: MatchStoreItem | MatchGlobalItem;
  /** fields whose value differs on the other side: highlighted */
  differs: readonly ComparedField[];
}

const valueOf = (item: MatchStoreItem | MatchGlobalItem, field: ComparedField): string | null => {
  switch (field) {
    case 'name':
      return item.name;
    case 'upc':
      return item.upc;
    case 'size':
      return item.size;
    case 'category':
      return item.category?.name ?? null;
  }
};

/** One side of a pair: name, code, size and category, with the fields that differ marked. */
export const ItemFacts = ({ heading, item, differs }: ItemFactsProps) => {
  const translate = useLsmTranslate();
  const fields: ComparedField[] = ['name', 'upc', 'size', 'category'];
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Thumbnail src={item.image} fallback={null} size={32} />
        <Typography variant="overline" color="text.secondary">
          {heading}
        </Typography>
      </Box>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.25, m: 0 }}>
        {fields.map((field) => {
          const differing = differs.includes(field);
          const value = valueOf(item, field);
          return (
            <Box key={field} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {translate(`lsm.matching.row.fields.${field}`)}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                data-differs={differing || undefined}
                aria-description={differing ? translate('lsm.matching.row.differs') : undefined}
                sx={{
                  m: 0,
                  overflowWrap: 'anywhere',
                  fontWeight: field === 'name' ? 600 : undefined,
                  ...(differing && { bgcolor: 'warning.main', color: 'warning.contrastText', px: 0.5, borderRadius: 0.5, justifySelf: 'start' }),
                }}
              >
                {value || translate('lsm.matching.row.none')}
              </Typography>
            </Box>
          );
        })}
        {'price' in item && (
          <>
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate('lsm.matching.row.fields.price')}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {formatPrice(item.price)}
            </Typography>
          </>
        )}
      </Box>
    </Box>
  );
};
