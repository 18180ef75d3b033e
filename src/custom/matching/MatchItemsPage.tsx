import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { backTarget } from '../layout/backTargets.ts';
import { DetailLayout } from '../layout/DetailLayout.tsx';
import { SidebarHeader } from '../layout/SidebarHeader.tsx';
import { matchItemsTabs } from './matchItemsTabs.ts';

/** /match-items/{id}: manual item matching for a store. */
export const MatchItemsPage = () => {
  const translate = useTranslate();
  const id = useParams().id ?? '';
  return (
    <DetailLayout
      page="match-items"
      id={id}
      tabs={matchItemsTabs}
      header={<SidebarHeader title={translate('lsm.pages.match_items')} subtitle={translate('lsm.sidebar.match_items_fallback', { id })} />}
      backTo={backTarget('match-items', { id, companyId: null })}
    />
  );
};
