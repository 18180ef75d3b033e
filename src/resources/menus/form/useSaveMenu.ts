import type { Menu, MenuCreateBody } from '../../../contract/menus.ts';
import { useSaveFeedback } from '../../../custom/form/useSaveFeedback.ts';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';

/**
 * Creates (POST /stores/{id}/menu/) or updates (PUT /stores/{id}/menu?menu_id=) a menu: the saved menu, or null
 * after the spec's failure alert ("Unable to create new menu", "Unable to update menu details") with the
 * server's message. The success notice is the menus panel's.
 */
export function useSaveMenu(storeId: number, menu: Menu | null) {
  const dataProvider = useLsmDataProvider();
  const { failed } = useSaveFeedback();
  return async (body: MenuCreateBody): Promise<Menu | null> => {
    try {
      const answer = menu
        ? await dataProvider.update<Menu>('menus', { id: menu.id, data: body, previousData: menu, meta: { storeId } })
        : await dataProvider.create<Menu>('menus', { data: body, meta: { storeId } });
      return answer.data;
    } catch (error) {
      failed(menu ? 'unable_to_update_menu_details' : 'unable_to_create_menu', error);
      return null;
    }
  };
}
