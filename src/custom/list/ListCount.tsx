import { Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { cappedCountOf } from '../../domain/paging.ts';

/** "N items" of the list, "1000+ items" when the server stopped counting (always plural then). */
export const ListCount = ({ label }: { label: string }) => {
  const translate = useTranslate();
  const { total, meta, isPending } = useListContext();
  const capped = cappedCountOf(meta);
  if (isPending && total === undefined) return null;
  return (
    <Typography variant="subtitle1" role="status" aria-live="polite">
      {translate(label, { smart_count: capped !== null ? `${capped}+` : (total ?? 0) })}
    </Typography>
  );
};
