import { useParams } from 'react-router-dom';
import { useIdentifiedUser } from '../../providers/useIdentifiedUser.ts';
import { useStore } from '../../resources/stores/useStore.ts';
import { backTarget } from '../layout/backTargets.ts';
import { DetailLayout } from '../layout/DetailLayout.tsx';
import { SidebarHeader } from '../layout/SidebarHeader.tsx';
import { PAGES } from '../layout/pages.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

/** /match-items/{id}: manual item matching for a store, titled with the store's name once known. */
export const MatchItemsPage = () => {
  const translate = useLsmTranslate();
  const id = useParams().id ?? '';
  const canView = useIdentifiedUser()?.permissions.includes('lm_view_store_inventory') ?? false;
  const store = useStore(canView ? id : '').data;
  return (
    <DetailLayout
      page="match-items"
      id={id}
      header={<SidebarHeader title={translate(PAGES['match-items'].title)} subtitle={store?.name ?? translate('lsm.sidebar.match_items_fallback', { id })} />}
      backTo={backTarget('match-items', { id, companyId: null })}
    />
  );
};
