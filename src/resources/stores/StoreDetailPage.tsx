import { useParams } from 'react-router-dom';
import { backTarget } from '../../custom/layout/backTargets.ts';
import { DetailLayout } from '../../custom/layout/DetailLayout.tsx';
import { useIdentifiedUser } from '../../providers/useIdentifiedUser.ts';
import { StoreSidebarHeader } from './StoreSidebarHeader.tsx';
import { storeTabs } from './storeTabs.ts';

/** /stores/{id} (also /stores/{id}/). Back goes to the merchant's company until the store call exists. */
export const StoreDetailPage = () => {
  const id = useParams().id ?? '';
  const current = useIdentifiedUser();
  const companyId = current?.isMerchant ? current.companyId : null;
  return (
    <DetailLayout
      page="store"
      id={id}
      tabs={storeTabs}
      header={<StoreSidebarHeader id={id} />}
      backTo={backTarget('store', { id, companyId })}
    />
  );
};
