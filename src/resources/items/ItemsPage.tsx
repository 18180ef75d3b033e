import { PageFrame } from '../../custom/layout/PageFrame.tsx';
import { GlobalItemList } from './list/GlobalItemList.tsx';
import '../../providers/i18n/globalItems.ts';

/** /items (internal users): the global items of every company, or of the company picked. */
export const ItemsPage = () => (
  <PageFrame page="items">
    <GlobalItemList company={null} />
  </PageFrame>
);
