import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { BulkActionsToolbar, useListContext } from 'react-admin';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

interface ListBulkToolbarProps {
  /** the list's bulk action buttons */
  children: ReactNode;
  /** react-admin's select-all button (a limit of its own); none by default: a list offers "all that match" itself */
  selectAllButton?: ReactNode;
}

/**
 * The one bulk toolbar of the app's lists: react-admin's, over the table's head once a row is ticked, a
 * region named after how many rows are (e.g. "2 items selected").
 */
export const ListBulkToolbar = ({ children, selectAllButton = false }: ListBulkToolbarProps) => {
  const translate = useLsmTranslate();
  const { selectedIds } = useListContext();
  const named = selectedIds.length > 0 ? { role: 'region', 'aria-label': translate('ra.action.bulk_actions', { smart_count: selectedIds.length }) } : {};
  return (
    <Box {...named}>
      <BulkActionsToolbar selectAllButton={selectAllButton}>{children}</BulkActionsToolbar>
    </Box>
  );
};

/**
 * A DataTable's bulk props for these buttons: checkboxes and this toolbar; null (the user may not change
 * the rows): no checkboxes.
 */
export const bulkActionProps = (buttons: ReactNode | null) =>
  buttons === null
    ? { bulkActionButtons: false as const }
    : { bulkActionButtons: buttons, bulkActionsToolbar: <ListBulkToolbar>{buttons}</ListBulkToolbar> };
