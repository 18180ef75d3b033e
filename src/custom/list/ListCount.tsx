import { Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import { groupThousands } from '../../domain/numbers.ts';
import { cappedCountOf, countEstimateOf } from '../../domain/paging.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';
import type { LsmMessageKey } from '../../providers/i18n/messageKeys.ts';

/**
 * "N items" of the list; when the server stopped counting, "About 12,300 items" from its estimate, or
 * "1000+ items" without one (always plural then).
 */
export const ListCount = ({ label }: { label: LsmMessageKey }) => {
  const translate = useLsmTranslate();
  const { total, meta, isPending } = useListContext();
  const capped = cappedCountOf(meta);
  const estimate = countEstimateOf(meta);
  if (isPending && total === undefined) return null;
  const text =
    capped !== null && estimate !== null
      ? translate('lsm.list.about', { count: translate(label, { smart_count: groupThousands(Math.max(estimate, capped)) }) })
      : translate(label, { smart_count: capped !== null ? `${capped}+` : (total ?? 0) });
  return (
    <Typography variant="subtitle1" role="status" aria-live="polite">
      {text}
    </Typography>
  );
};
