import type { StoreItem } from '../../../contract/inventory.ts';
import { MenuItemsBody } from '../../../contract/menus.ts';
import { composeValidators, contractValidator } from '../../../custom/form/contractValidation.ts';

/** What the item adder edits: the store items chosen (their names shown, their ids sent). */
export interface MenuItemAdderValues {
  items: StoreItem[];
}

export const NO_ITEMS_CHOSEN: MenuItemAdderValues = { items: [] };

/** The body of POST /stores/{id}/menu/items?active=true for the chosen items. */
export const menuItemsBody = (menuId: number, values: MenuItemAdderValues): MenuItemsBody => ({
  menu_id: menuId,
  store_item_ids: values.items.map((item) => item.id),
});

/** The adder's validation: the contract of the POST (at least one item, at most 5000), refusals on the item field. */
export function validateMenuItemAdder(menuId: number) {
  return composeValidators(
    contractValidator<MenuItemAdderValues>(MenuItemsBody, {
      toBody: (values) => menuItemsBody(menuId, values),
      fields: { store_item_ids: 'items' },
      messages: { store_item_ids: 'lsm.menus.items.choose_one' },
    }),
  );
}
