import { Box } from '@mui/material';
import { useMemo, useState } from 'react';
import { Form } from 'react-admin';
import { FormSaveActions } from '../../../custom/form/FormSaveActions.tsx';
import { useSaveFeedback } from '../../../custom/form/useSaveFeedback.ts';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';
import { menuItemsBody, NO_ITEMS_CHOSEN, validateMenuItemAdder, type MenuItemAdderValues } from './menuItemAdderForm.ts';
import { StoreItemsInput } from './StoreItemsInput.tsx';

interface MenuItemAdderProps {
  storeId: number;
  menuId: number;
  /** the items were added: the menu's count afterwards */
  onAdded(menuItemCount: number): void;
}

/**
 * Finds store items by name or UPC and puts the chosen ones on the menu by hand (POST
 * /stores/{id}/menu/items?active=true), on react-admin's form validated by the call's contract; closing the menu
 * editor with items chosen but not added asks first.
 */
export const MenuItemAdder = ({ storeId, menuId, onAdded }: MenuItemAdderProps) => {
  const dataProvider = useLsmDataProvider();
  const { run } = useSaveFeedback();
  const validate = useMemo(() => validateMenuItemAdder(menuId), [menuId]);
  // a new form after each addition: nothing chosen, nothing typed
  const [round, setRound] = useState(0);

  const add = async (values: Partial<MenuItemAdderValues>): Promise<void> => {
    const body = menuItemsBody(menuId, values as MenuItemAdderValues);
    const answer = await run(() => dataProvider.addMenuItems(storeId, menuId, body.store_item_ids), {
      success: 'lsm.menus.items.added',
      successArgs: { smart_count: body.store_item_ids.length },
      failure: 'unable_to_update_menu_details',
    });
    if (!answer) return;
    onAdded(answer.menu_item_count);
    setRound((current) => current + 1);
  };

  return (
    <Form<MenuItemAdderValues> key={round} defaultValues={NO_ITEMS_CHOSEN} validate={validate} onSubmit={add} noValidate>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mb: 1 }}>
        <StoreItemsInput storeId={storeId} />
        <FormSaveActions saveLabel="lsm.menus.items.add_button" withCancel={false} part="menu-item-adder" />
      </Box>
    </Form>
  );
};
