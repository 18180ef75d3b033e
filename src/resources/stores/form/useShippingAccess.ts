import { useIdentifiedUser } from '../../../providers/useIdentifiedUser.ts';
import type { ShippingAccess } from './storeFormValues.ts';

/** view_store_shipping_details shows the shipping address; edit_store_shipping_details makes it editable. */
export function useShippingAccess(): ShippingAccess {
  const permissions = useIdentifiedUser()?.permissions ?? [];
  return {
    view: permissions.includes('view_store_shipping_details'),
    edit: permissions.includes('edit_store_shipping_details'),
  };
}
