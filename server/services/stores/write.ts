import { and, eq, inArray, isNull } from 'drizzle-orm';
import { STORE_SETTINGS_FIELDS, type StoreAddress, type StoreCreateBody, type StoreUpdateBody } from '../../../src/contract/stores.ts';
import type { Db } from '../../db/client.ts';
import { companyTags, storeAddresses, storeCompanyTags, stores, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../http/access.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { hasPermission } from '../../http/tenancy.ts';

/** A newly created store is not on any channel yet. */
const OFFLINE_STATUS_ID = 3;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const clean = (value: string | null | undefined) => (value == null ? null : value.trim() || null);

/**
 * Main (with its time zone) and WelcomePackage (shipping). When the shipping address is marked
 * same-as-store, it copies Main. Every text field is trimmed.
 */
export function normaliseAddresses(addresses: StoreAddress[]) {
  const main = addresses.find((address) => address.address_type === 'Main');
  if (!main) throw badRequest('addresses must include the Main address');
  if (addresses.filter((address) => address.address_type === main.address_type).length > 1) {
    throw badRequest('addresses may hold one Main and one WelcomePackage address');
  }
  const timezone = clean(main.timezone);
  if (!timezone || !isTimeZone(timezone)) throw badRequest('addresses.Main.timezone must be a valid IANA time zone');
  const mainRow = {
    addressType: 'Main' as const,
    line1: main.line_1.trim(),
    line2: clean(main.line_2),
    city: main.city.trim(),
    state: main.state.trim(),
    zip: main.zip.trim(),
    timezone,
    sameAsStoreAddress: false,
  };
  const shipping = addresses.find((address) => address.address_type === 'WelcomePackage');
  if (!shipping) return [mainRow];
  const shippingRow = shipping.same_as_store_address
    ? { ...mainRow, addressType: 'WelcomePackage' as const, timezone: null, sameAsStoreAddress: true }
    : {
        addressType: 'WelcomePackage' as const,
        line1: shipping.line_1.trim(),
        line2: clean(shipping.line_2),
        city: shipping.city.trim(),
        state: shipping.state.trim(),
        zip: shipping.zip.trim(),
        timezone: null,
        sameAsStoreAddress: false,
      };
  return [mainRow, shippingRow];
}

async function assertPointOfContact(tx: Tx, companyId: number, userId: number | undefined) {
  if (userId === undefined) return;
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId), isNull(users.deletedAt)));
  if (!user) throw badRequest('point_of_contact.id must be an employee of the store\u2019s company');
}

async function assertCompanyTags(tx: Tx, companyId: number, tagIds: number[]) {
  if (tagIds.length === 0) return;
  const found = await tx
    .select({ id: companyTags.id })
    .from(companyTags)
    .where(and(eq(companyTags.companyId, companyId), inArray(companyTags.id, tagIds)));
  const missing = tagIds.filter((id) => !found.some((row) => row.id === id));
  if (missing.length) throw badRequest(`company tags ${missing.join(', ')} do not belong to this company`);
}

async function writeAddresses(tx: Tx, storeId: number, addresses: StoreAddress[]) {
  for (const address of normaliseAddresses(addresses)) {
    await tx
      .insert(storeAddresses)
      .values({ storeId, ...address })
      .onConflictDoUpdate({ target: [storeAddresses.storeId, storeAddresses.addressType], set: address });
  }
}

export async function createStore(db: Db, auth: AuthContext, body: StoreCreateBody): Promise<number> {
  const addresses = body.addresses;
  normaliseAddresses(addresses);
  return db.transaction(async (tx) => {
    await assertPointOfContact(tx, body.company_id, body.point_of_contact?.id);
    const tagIds = [...new Set(body.company_tag_ids ?? [])];
    await assertCompanyTags(tx, body.company_id, tagIds);
    const [store] = await tx
      .insert(stores)
      .values({
        companyId: body.company_id,
        name: body.name.trim(),
        storeEmail: clean(body.email),
        phoneNo: body.phone_number ?? null,
        pointOfContactId: body.point_of_contact?.id ?? null,
        sellsAlcohol: body.sells_alcohol ?? false,
        upcharge: body.upcharge ?? 0,
        showGlobalItemsContent: body.show_global_items_content ?? true,
        storeStatusId: OFFLINE_STATUS_ID,
        createdBy: auth.userId,
        updatedBy: auth.userId,
      })
      .returning({ id: stores.id });
    if (body.create_bill_vendor) {
      await tx.update(stores).set({ billVendorId: `BV-${String(store.id).padStart(6, '0')}` }).where(eq(stores.id, store.id));
    }
    await writeAddresses(tx, store.id, addresses);
    if (tagIds.length) await tx.insert(storeCompanyTags).values(tagIds.map((companyTagId) => ({ storeId: store.id, companyTagId })));
    return store.id;
  });
}

export async function updateStore(db: Db, auth: AuthContext, storeId: number, companyId: number, body: StoreUpdateBody) {
  const touchesShipping = body.addresses?.some((address) => address.address_type === 'WelcomePackage');
  if (touchesShipping && !hasPermission(auth, 'edit_store_shipping_details')) {
    throw forbidden('You do not have permission to do this (needs edit_store_shipping_details)');
  }
  if (STORE_SETTINGS_FIELDS.some((field) => body[field] !== undefined) && !hasPermission(auth, 'lm_edit_store_settings')) {
    throw forbidden('You do not have permission to do this (needs lm_edit_store_settings)');
  }
  if (body.addresses) normaliseAddresses(body.addresses);
  await db.transaction(async (tx) => {
    await assertPointOfContact(tx, companyId, body.point_of_contact?.id);
    const added = [...new Set(body.new_company_tag_ids ?? [])];
    const removed = [...new Set(body.company_tag_ids_to_be_deleted ?? [])];
    await assertCompanyTags(tx, companyId, [...added, ...removed]);
    const updated = await tx
      .update(stores)
      .set({
        ...(body.name !== undefined && { name: body.name.trim() }),
        ...(body.email !== undefined && { storeEmail: clean(body.email) }),
        ...(body.phone_number !== undefined && { phoneNo: body.phone_number }),
        ...(body.point_of_contact !== undefined && { pointOfContactId: body.point_of_contact?.id ?? null }),
        ...(body.sells_alcohol !== undefined && { sellsAlcohol: body.sells_alcohol }),
        ...(body.upcharge !== undefined && { upcharge: body.upcharge }),
        ...(body.show_global_items_content !== undefined && { showGlobalItemsContent: body.show_global_items_content }),
        ...(body.store_setup_completed !== undefined && { storeSetupCompleted: body.store_setup_completed }),
        ...(body.closed_till !== undefined && { closedTill: body.closed_till === null ? null : new Date(body.closed_till) }),
        ...(body.bill_vendor_id !== undefined && { billVendorId: body.bill_vendor_id?.trim() || null }),
        ...(body.image !== undefined && { image: body.image }),
        ...(body.logo_image !== undefined && { logoImage: body.logo_image }),
        ...(body.print_logo_image !== undefined && { printLogoImage: body.print_logo_image }),
        ...(body.profile_image !== undefined && { profileImage: body.profile_image }),
        updatedBy: auth.userId,
      })
      .where(and(eq(stores.id, storeId), isNull(stores.deletedAt)))
      .returning({ id: stores.id });
    if (updated.length === 0) throw notFound('Store not found');
    if (body.addresses) await writeAddresses(tx, storeId, body.addresses);
    if (removed.length) {
      await tx
        .delete(storeCompanyTags)
        .where(and(eq(storeCompanyTags.storeId, storeId), inArray(storeCompanyTags.companyTagId, removed)));
    }
    if (added.length) {
      await tx
        .insert(storeCompanyTags)
        .values(added.map((companyTagId) => ({ storeId, companyTagId })))
        .onConflictDoNothing();
    }
  });
}
