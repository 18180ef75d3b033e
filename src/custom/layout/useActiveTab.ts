import { useSearchParams } from 'react-router-dom';
import { useIdentifiedUser } from '../../providers/useIdentifiedUser.ts';
import { ACTIVE_TAB_PARAM, resolveActiveTab, type DetailPage, type TabKey } from './tabVisibility.ts';

export { ACTIVE_TAB_PARAM } from './tabVisibility.ts';

/** react-admin's list params in the URL: one tab's list state, which another tab's list must not inherit. */
const LIST_PARAMS = ['filter', 'displayedFilters', 'page', 'perPage', 'sort', 'order'];

/** The active sidebar tab from ?sidebarActiveTab=, falling back per tabVisibility; and a setter. */
export function useActiveTab<Page extends DetailPage>(page: Page) {
  const [searchParams, setSearchParams] = useSearchParams();
  const current = useIdentifiedUser();
  const active = resolveActiveTab(page, searchParams.get(ACTIVE_TAB_PARAM), current?.permissions ?? [], current?.isMerchant ?? false);
  const select = (key: TabKey<Page>) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (next.get(ACTIVE_TAB_PARAM) !== key) for (const param of LIST_PARAMS) next.delete(param);
      next.set(ACTIVE_TAB_PARAM, key);
      return next;
    });
  return { active, select };
}
