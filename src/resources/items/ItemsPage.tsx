import { PageFrame } from '../../custom/layout/PageFrame.tsx';

/** /items (internal): global items, built by a later issue. */
export const ItemsPage = () => <PageFrame title="lsm.pages.items" />;
