// Store #1's modifier groups: coffee add-ins (some of them store items) and the bread choice of its sandwiches.
import { eq } from 'drizzle-orm';
import { modifierGroups, modifierOptions, storeItemModifierGroups } from '../../../schema/index.ts';
import type { DemoStep } from '../context.ts';
import { BREAD_CHOICES, COFFEE_ADD_INS, STORE_ONE_LOCAL_ITEMS } from '../content.ts';
import { demoStoreItems, demoStores } from '../lookup.ts';

export const modifiers: DemoStep = {
  name: 'modifiers',
  async run(ctx) {
    const { tx } = ctx;
    const [store] = await demoStores(tx);
    const [coffee, bread] = await tx
      .insert(modifierGroups)
      .values([
        {
          storeId: store.id,
          name: 'Coffee Add-ins',
          description: 'Milk, shots and syrups for hot and iced coffee.',
          minQuantity: 0,
          maxQuantity: 3,
          maxFreeOptions: 1,
          maxOptionsQty: 2,
          kind: 'customization',
        },
        { storeId: store.id, name: 'Bread Choice', description: 'The bread a sandwich is made on.', minQuantity: 1, maxQuantity: 1, kind: 'variation' },
      ])
      .returning({ id: modifierGroups.id });
    const items = (await demoStoreItems(tx)).filter((item) => item.storeId === store.id);
    const storeItemId = (name: string) => items.find((item) => item.name === name)?.id ?? null;
    await tx.insert(modifierOptions).values(
      COFFEE_ADD_INS.map((option, precedence) => ({
        modifierGroupId: coffee.id,
        storeItemId: option.asStoreItem ? storeItemId(option.name) : null,
        name: option.name,
        precedence,
        unitPrice: option.price,
        totalPrice: option.price,
        unitCount: 1,
        defaultQty: 0,
      })),
    );
    const breadOptions = await tx
      .insert(modifierOptions)
      .values(
        BREAD_CHOICES.map((option, precedence) => ({
          modifierGroupId: bread.id,
          name: option.name,
          precedence,
          unitPrice: option.price,
          totalPrice: option.price,
          unitCount: 1,
          defaultQty: precedence === 0 ? 1 : 0,
        })),
      )
      .returning({ id: modifierOptions.id });
    await tx.update(modifierGroups).set({ defaultOption: breadOptions[0].id }).where(eq(modifierGroups.id, bread.id));
    const links = STORE_ONE_LOCAL_ITEMS.flatMap((local) => {
      const id = storeItemId(local.name);
      return id === null ? [] : [{ storeItemId: id, modifierGroupId: local.modifier === 'coffee' ? coffee.id : bread.id }];
    });
    await tx.insert(storeItemModifierGroups).values(links);
  },
};
