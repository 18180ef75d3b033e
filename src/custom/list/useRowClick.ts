import { useCallback, type MouseEvent } from 'react';
import {
  useDataTableCallbacksContext,
  useGetPathForRecordCallback,
  useNavigate,
  useResourceContext,
  useResourceDefinition,
  type RaRecord,
} from 'react-admin';

/**
 * What a click on a DataTable row does, as react-admin's own row does it: the table's rowClick (a path, a
 * function answering one, "toggleSelection", or false), else the record's edit or show page when the resource
 * has one. Null when rows are not clickable.
 */
export function useRowClick(): ((record: RaRecord, event: MouseEvent) => void) | null {
  const { rowClick, handleToggleItem } = useDataTableCallbacksContext();
  const resource = useResourceContext();
  const { hasEdit, hasShow } = useResourceDefinition();
  const getPathForRecord = useGetPathForRecordCallback();
  const navigate = useNavigate();
  const clickable = rowClick !== false && (rowClick != null || hasEdit || hasShow);
  const onClick = useCallback(
    async (record: RaRecord, event: MouseEvent) => {
      const link = typeof rowClick === 'function' ? await rowClick(record.id, resource ?? '', record) : rowClick;
      if (link === 'toggleSelection') {
        handleToggleItem?.(record.id, event);
        return;
      }
      const path = await getPathForRecord({ record, resource, link });
      if (path) navigate(path, { state: { _scrollToTop: true } });
    },
    [rowClick, resource, handleToggleItem, getPathForRecord, navigate],
  );
  return clickable ? onClick : null;
}
