import { Snackbar } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, ListBase } from 'react-admin';
import type { Menu } from '../../contract/menus.ts';
import { alertFailure } from '../../custom/alert/alertFailure.ts';
import { useIsMobile } from '../../custom/layout/useIsMobile.ts';
import { PAGE_SIZE } from '../../domain/paging.ts';
import { useLsmDataProvider } from '../../providers/useLsmDataProvider.ts';
import { MenuEditorDialog, type MenuEditorTarget } from './MenuEditorDialog.tsx';
import { MenuCards } from './list/MenuCards.tsx';
import { MenuListToolbar } from './list/MenuListToolbar.tsx';
import { MenuTable } from './list/MenuTable.tsx';
import { useMenuCache } from './useMenuCache.ts';
import { usePartners } from './usePartners.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';
import { ListPagination } from '../../custom/list/ListPagination.tsx';

/**
 * The store's menus (spec 001 §2 Menus tab): list, create, edit (details, hours, rules, items), delete.
 * Search, status and page live in the URL beside the tab: reload, back and a shared link show the same list.
 */
export const MenusPanel = ({ storeId, canEdit }: { storeId: number; canEdit: boolean }) => {
  const translate = useLsmTranslate();
  const isMobile = useIsMobile();
  const dataProvider = useLsmDataProvider();
  const partners = usePartners();
  const cache = useMenuCache(storeId);
  const [target, setTarget] = useState<MenuEditorTarget | null>(null);
  const [deleting, setDeleting] = useState<Menu | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const remove = useMutation({
    mutationFn: (menu: Menu) => dataProvider.delete('menus', { id: menu.id, previousData: menu, meta: { storeId } }),
    onSuccess: (_answer, menu) => {
      cache.removed(menu.id);
      setDeleting(null);
      setNotice(translate('lsm.menus.done.deleted'));
    },
    onError: (error) => {
      setDeleting(null);
      alertFailure('unable_to_delete_store_menu', error);
    },
  });

  const rows = { partners, canEdit, onOpen: (menu: Menu) => setTarget({ mode: 'edit', menu }), onDelete: setDeleting };
  return (
    <>
      <ListBase
        resource="menus"
        filter={{ storeId }}
        perPage={PAGE_SIZE}
        storeKey={`menus.store-${storeId}.listParams`}
        queryOptions={{ retry: false, onError: (error: unknown) => alertFailure('unable_to_fetch_store_menus', error) }}
      >
        <MenuListToolbar canEdit={canEdit} onCreate={() => setTarget({ mode: 'create' })} />
        {isMobile ? <MenuCards {...rows} /> : <MenuTable {...rows} />}
        <ListPagination label="lsm.menus.list.pages" />
      </ListBase>
      <MenuEditorDialog
        storeId={storeId}
        target={target}
        canEdit={canEdit}
        partners={partners}
        onClose={() => setTarget(null)}
        onCreated={(menu) => {
          cache.appended(menu);
          setTarget({ mode: 'edit', menu });
          setNotice(translate('lsm.menus.done.created'));
        }}
        onSaved={(menu, message) => {
          cache.replaced(menu);
          setTarget((current) => (current?.mode === 'edit' ? { mode: 'edit', menu } : current));
          if (message) setNotice(translate(message));
        }}
        onCountChanged={(menuId, menuItemCount) => cache.patched(menuId, { menu_item_count: menuItemCount })}
      />
      <Confirm
        isOpen={deleting !== null}
        loading={remove.isPending}
        title="lsm.menus.confirm.title"
        content="lsm.menus.confirm_delete"
        contentTranslateOptions={{ name: deleting?.menu_name ?? '' }}
        confirm="lsm.menus.confirm.confirm"
        cancel="lsm.menus.confirm.cancel"
        confirmColor="warning"
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => {
          if (!remove.isPending) setDeleting(null);
        }}
      />
      <Snackbar open={notice !== null} autoHideDuration={4000} onClose={() => setNotice(null)} message={notice ?? ''} />
    </>
  );
};
