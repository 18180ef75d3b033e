import { StoreEmployeesBody } from '../../contract/employees.ts';
import { composeValidators, contractValidator } from '../../custom/form/contractValidation.ts';

/** What the assign-stores form edits: the ticked stores, kept across searches. */
export interface AssignStoresFormValues {
  store_ids: number[];
}

export const NO_STORES_TICKED: AssignStoresFormValues = { store_ids: [] };

/** The body of POST /stores/store-employees/: the ticked stores for the employee of the company. */
export const assignStoresBody = (values: AssignStoresFormValues, companyId: number, userId: number): StoreEmployeesBody => ({
  store_ids: values.store_ids,
  company_id: companyId,
  user_id: userId,
});

/** The form's validation: the contract of the POST (at least one store, at most 500), with the screen's words for none. */
export function validateAssignStores(companyId: number, userId: number) {
  return composeValidators(
    contractValidator<AssignStoresFormValues>(StoreEmployeesBody, {
      toBody: (values) => assignStoresBody(values, companyId, userId),
      messages: { store_ids: 'lsm.employees.stores.tick_one' },
    }),
  );
}
