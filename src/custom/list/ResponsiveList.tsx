import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { DataTableClasses, SimpleList, type RaRecord, type SimpleListProps } from 'react-admin';
import { useIsMobile } from '../layout/useIsMobile.ts';

interface ResponsiveListProps<RecordType extends RaRecord> {
  /** the table shown from 768 px up (a react-admin DataTable) */
  table: ReactNode;
  /** below 768 px each record is a card (react-admin's SimpleList) */
  card: Pick<SimpleListProps<RecordType>, 'primaryText' | 'secondaryText' | 'tertiaryText' | 'leftAvatar' | 'rowClick' | 'empty'>;
  /** the accessible name of the cards (the table names itself) */
  cardsLabel?: string;
}

/**
 * A table on wide screens, cards below 768 px: a list never makes the page scroll sideways (a table wider
 * than the room it is given scrolls inside its own box).
 */
export const ResponsiveList = <RecordType extends RaRecord>({ table, card, cardsLabel }: ResponsiveListProps<RecordType>) => {
  const mobile = useIsMobile();
  // Only the table scrolls: the bulk actions toolbar lies over the table's head and must not be clipped.
  if (!mobile) return <Box sx={{ maxWidth: '100%', [`& .${DataTableClasses.tableWrapper}`]: { overflowX: 'auto' } }}>{table}</Box>;
  return <SimpleList<RecordType> {...card} aria-label={cardsLabel} />;
};
