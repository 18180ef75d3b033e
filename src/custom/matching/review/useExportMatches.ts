import { useState } from 'react';
import { useListContext, useNotify } from 'react-admin';
import { matchTagQuery } from '../../../domain/matchReview.ts';
import { matchResultOf, type MatchItemsFilter } from '../../../providers/data/matching.ts';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';
import { alertFailure } from '../../alert/alertFailure.ts';

/** POST export-to-csv of the list as filtered now (result, search, review statuses). */
export function useExportMatches(storeId: number) {
  const dataProvider = useLsmDataProvider();
  const notify = useNotify();
  const { filterValues } = useListContext();
  const [exporting, setExporting] = useState(false);
  const exportList = async () => {
    const { search, tag = [] } = filterValues as Partial<MatchItemsFilter>;
    setExporting(true);
    try {
      await dataProvider.exportMatches(storeId, { result: matchResultOf(filterValues), search: search?.trimStart() || undefined, tag: matchTagQuery(tag) });
      notify('lsm.matching.done.exported', { type: 'success' });
    } catch (error) {
      alertFailure('unable_to_fetch_data', error);
    } finally {
      setExporting(false);
    }
  };
  return { exporting, exportList };
}
