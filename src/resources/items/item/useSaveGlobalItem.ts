import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { GlobalItem } from '../../../contract/catalogue.ts';
import { createBody, updateBody, type GlobalItemFormValues } from '../../../domain/globalItemPayload.ts';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';
import { alertFailure } from '../../../custom/alert/alertFailure.ts';

/**
 * POST (new) or PATCH (edit) a global item from the form, with the bodies of spec 001 §5, then
 * refreshes the list. A failure raises "Unable to update data" with the server's message; the answer
 * is null then.
 */
export function useSaveGlobalItem() {
  const dataProvider = useLsmDataProvider();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function run<T>(call: () => Promise<T>): Promise<T | null> {
    setBusy(true);
    try {
      const result = await call();
      await queryClient.invalidateQueries({ queryKey: ['items'] });
      return result;
    } catch (error) {
      alertFailure('unable_to_update_data', error);
      return null;
    } finally {
      setBusy(false);
    }
  }

  return {
    busy,
    create: (values: GlobalItemFormValues, companyId: number | null) =>
      run(async () => (await dataProvider.create<GlobalItem>('items', { data: createBody(values, companyId) })).data),
    update: (id: number, values: GlobalItemFormValues) =>
      run(async () => (await dataProvider.update<GlobalItem>('items', { id, data: updateBody(values), previousData: { id } })).data),
    remove: (id: number) => run(async () => (await dataProvider.delete('items', { id })).data),
  };
}
