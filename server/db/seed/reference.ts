// Reference data every database needs: permissions, the six default roles and their permissions,
// store statuses, the partner directory, categories with sub-categories, and item tags.
// Idempotent and safe to run at every start, also by several instances at once.
import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import {
  ALL_PERMISSIONS,
  DEFAULT_ROLE_LABELS,
  DEFAULT_ROLE_NAMES,
  DEFAULT_ROLE_PERMISSIONS,
  permissionGroupOf,
  permissionName,
  type DefaultRoleName,
  type PermissionKey,
} from '../../../src/domain/permissions.ts';
import type { Db } from '../client.ts';
import {
  categories,
  itemTags,
  partners,
  permissions,
  rolePermissions,
  roles,
  storeStatuses,
  subCategories,
  type PartnerName,
} from '../schema/index.ts';

export const PERMISSION_DESCRIPTIONS: Record<PermissionKey, string> = {
  view_employees: 'See the company employee list and each employee\u2019s details.',
  edit_employees: 'Change employee details, roles and assigned stores.',
  create_employees: 'Add new employees to the company.',
  delete_employees: 'Remove employees from the company.',
  create_store: 'Add new stores to the company.',
  view_store_details: 'See a store\u2019s name, address, contact and status.',
  edit_store_details: 'Change a store\u2019s name, address, contact and tags.',
  view_store_shipping_details: 'See the welcome-package shipping address of a store.',
  edit_store_shipping_details: 'Change the welcome-package shipping address of a store.',
  view_roles: 'See the company roles and the permissions they hold.',
  create_custom_roles: 'Create custom roles for the company.',
  delete_custom_roles: 'Delete custom roles of the company.',
  edit_custom_roles: 'Change the name and permissions of custom roles.',
  view_company_details: 'See the company profile, branding and settings.',
  edit_company_details: 'Change the company profile, branding and settings.',
  view_banners: 'See the company banners and campaigns.',
  create_banners: 'Create new banners and campaigns.',
  edit_banners: 'Change banners and campaigns, including their schedule and status.',
  delete_banners: 'Delete banners and campaigns.',
  view_store_pages: 'See the storefront pages of the company\u2019s stores.',
  edit_store_pages: 'Change the storefront pages of the company\u2019s stores.',
  lm_view_store_hours: 'See a store\u2019s weekly opening hours and special schedules.',
  lm_edit_store_hours: 'Change a store\u2019s weekly opening hours and special schedules.',
  lm_view_store_inventory: 'See the store inventory and item matching.',
  lm_edit_store_inventory: 'Add, change, import and match store items.',
  lm_view_store_menus: 'See a store\u2019s menus, menu hours, rules and modifier groups.',
  lm_edit_store_menus: 'Create and change menus, menu rules and modifier groups.',
  lm_view_channel_settings: 'See the delivery partners a store is linked to.',
  lm_edit_channel_settings: 'Link and configure delivery partners and push menus to them.',
  lm_view_fee_settings: 'See the fees and upcharges of a store.',
  lm_edit_fee_settings: 'Change the fees and upcharges of a store.',
  lm_view_store_settings: 'See the general settings of a store.',
  lm_edit_store_settings: 'Change the general settings of a store.',
  lm_view_store_status: 'See whether a store and its channels are accepting orders.',
  lm_edit_store_status: 'Pause and resume a store on its delivery channels.',
  lm_view_orders: 'See the orders of a store.',
  lm_edit_orders: 'Act on the orders of a store.',
  lm_view_store_activity: 'See the recent activity and tasks of a store.',
  lm_edit_store_activity: 'Complete and manage the tasks of a store.',
  lm_view_feedback: 'See customer feedback for a store.',
  lm_edit_feedback: 'Reply to and manage customer feedback for a store.',
};

interface DefaultRoleLook {
  color: string;
  icon: string;
  category: string;
  description: string;
}

export const DEFAULT_ROLE_LOOKS: Record<DefaultRoleName, DefaultRoleLook> = {
  superadmin: {
    color: '#6A1B9A',
    icon: 'AdminPanelSettings',
    category: 'Administration',
    description: 'Full access to the company, its stores, employees, roles and settings.',
  },
  admin: {
    color: '#1565C0',
    icon: 'ManageAccounts',
    category: 'Administration',
    description: 'Runs the company day to day; everything except custom roles and company details.',
  },
  supervisor: {
    color: '#00838F',
    icon: 'SupervisorAccount',
    category: 'Management',
    description: 'Oversees several stores: hires staff, runs banners and edits every store setting.',
  },
  manager: {
    color: '#2E7D32',
    icon: 'Badge',
    category: 'Management',
    description: 'Runs a store: hours, menus, inventory, activity and feedback.',
  },
  'staff+': {
    color: '#EF6C00',
    icon: 'HowToReg',
    category: 'Store staff',
    description: 'Senior store staff: keeps inventory, store status and orders up to date.',
  },
  staff: {
    color: '#546E7A',
    icon: 'Person',
    category: 'Store staff',
    description: 'Store staff with read-only access to their stores.',
  },
};

export const STORE_STATUSES = [
  { id: 1, codename: 'accepting_orders', name: 'Accepting Orders' },
  { id: 2, codename: 'paused', name: 'Paused' },
  { id: 3, codename: 'offline', name: 'Offline' },
  { id: 4, codename: 'closed', name: 'Closed' },
  { id: 5, codename: 'integration_failure', name: 'Integration Failure' },
] as const;

export const PARTNERS: readonly { id: number; name: PartnerName }[] = [
  { id: 1, name: 'DoorDash' },
  { id: 2, name: 'UberEats' },
  { id: 3, name: 'GrubHub' },
  { id: 4, name: 'LulaDirect' },
];

export const CATEGORIES: Record<string, readonly string[]> = {
  Beverages: ['Soda', 'Water', 'Juice', 'Energy Drinks', 'Coffee & Tea'],
  Snacks: ['Chips', 'Crackers', 'Nuts & Seeds', 'Popcorn', 'Jerky'],
  Dairy: ['Milk', 'Cheese', 'Yogurt', 'Butter & Eggs'],
  Bakery: ['Bread', 'Pastries', 'Bagels & Muffins'],
  Produce: ['Fruit', 'Vegetables', 'Salads'],
  Frozen: ['Ice Cream', 'Frozen Meals', 'Frozen Pizza'],
  Household: ['Cleaning', 'Paper Goods', 'Laundry', 'Kitchen'],
  'Personal Care': ['Oral Care', 'Hair Care', 'Pain Relief', 'Skin Care'],
  Alcohol: ['Beer', 'Wine', 'Spirits', 'Hard Seltzer'],
  Tobacco: ['Cigarettes', 'Cigars', 'Accessories'],
  Candy: ['Chocolate', 'Gum & Mints', 'Gummies'],
  Deli: ['Sandwiches', 'Prepared Meals', 'Meats & Cheeses'],
  Pantry: ['Pasta & Rice', 'Canned Goods', 'Condiments', 'Breakfast'],
  Pet: ['Dog Food', 'Cat Food', 'Pet Treats'],
  Others: ['General Merchandise', 'Batteries & Electronics'],
};

export const ITEM_TAGS = [
  'Organic',
  'Gluten Free',
  'Vegan',
  'Local',
  'New',
  'Best Seller',
  'Seasonal',
  'Sugar Free',
  'Kosher',
  'Halal',
  'Family Size',
  'Imported',
] as const;

async function seedPermissions(db: Db): Promise<Map<PermissionKey, number>> {
  await db
    .insert(permissions)
    .values(
      ALL_PERMISSIONS.map((key) => ({
        key,
        name: permissionName(key),
        description: PERMISSION_DESCRIPTIONS[key],
        groupName: permissionGroupOf(key),
      })),
    )
    .onConflictDoUpdate({
      target: permissions.key,
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        groupName: sql`excluded.group_name`,
      },
    });
  const rows = await db
    .select({ id: permissions.id, key: permissions.key })
    .from(permissions)
    .where(inArray(permissions.key, [...ALL_PERMISSIONS]));
  return new Map(rows.map((row) => [row.key as PermissionKey, row.id]));
}

/** The default roles are matched on (company_id null, lower(name)): the unique index is an expression. */
async function seedDefaultRoles(db: Db, permissionIds: Map<PermissionKey, number>): Promise<void> {
  const fields = (name: DefaultRoleName, rank: number) => ({
    label: DEFAULT_ROLE_LABELS[name],
    icon: DEFAULT_ROLE_LOOKS[name].icon,
    color: DEFAULT_ROLE_LOOKS[name].color,
    description: DEFAULT_ROLE_LOOKS[name].description,
    category: DEFAULT_ROLE_LOOKS[name].category,
    type: 'DEFAULT' as const,
    metaInfo: { value: name, rank },
    manageRoles: name === 'superadmin' || name === 'admin',
  });
  // Any unique violation (another instance inserting the same role) is skipped, whatever its index.
  await db
    .insert(roles)
    .values(DEFAULT_ROLE_NAMES.map((name, rank) => ({ companyId: null, name, ...fields(name, rank) })))
    .onConflictDoNothing();
  const existing = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(and(isNull(roles.companyId), inArray(sql`lower(${roles.name})`, [...DEFAULT_ROLE_NAMES])));
  for (const [rank, name] of DEFAULT_ROLE_NAMES.entries()) {
    const role = existing.find((row) => row.name.toLowerCase() === name);
    if (!role) throw new Error(`Default role ${name} could not be created`);
    await db.update(roles).set({ name, ...fields(name, rank) }).where(eq(roles.id, role.id));
    const wanted = DEFAULT_ROLE_PERMISSIONS[name].map((key) => {
      const id = permissionIds.get(key);
      if (id === undefined) throw new Error(`Permission ${key} is missing`);
      return id;
    });
    await db
      .delete(rolePermissions)
      .where(
        wanted.length
          ? and(eq(rolePermissions.roleId, role.id), notInArray(rolePermissions.permissionId, wanted))
          : eq(rolePermissions.roleId, role.id),
      );
    if (wanted.length) {
      await db
        .insert(rolePermissions)
        .values(wanted.map((permissionId) => ({ roleId: role.id, permissionId })))
        .onConflictDoNothing();
    }
  }
}

async function seedLookups(db: Db): Promise<void> {
  await db
    .insert(storeStatuses)
    .values([...STORE_STATUSES])
    .onConflictDoUpdate({ target: storeStatuses.id, set: { codename: sql`excluded.codename`, name: sql`excluded.name` } });
  await db
    .insert(partners)
    .values([...PARTNERS])
    .onConflictDoUpdate({ target: partners.id, set: { name: sql`excluded.name` } });
  await db
    .insert(itemTags)
    .values(ITEM_TAGS.map((name) => ({ name })))
    .onConflictDoNothing({ target: itemTags.name });
}

async function seedCategories(db: Db): Promise<void> {
  const names = Object.keys(CATEGORIES);
  await db
    .insert(categories)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing({ target: categories.name });
  const rows = await db.select({ id: categories.id, name: categories.name }).from(categories).where(inArray(categories.name, names));
  const subRows = rows.flatMap((category) => (CATEGORIES[category.name] ?? []).map((name) => ({ categoryId: category.id, name })));
  await db
    .insert(subCategories)
    .values(subRows)
    .onConflictDoNothing({ target: [subCategories.categoryId, subCategories.name] });
}

export async function seedReference(db: Db): Promise<void> {
  const permissionIds = await seedPermissions(db);
  await seedDefaultRoles(db, permissionIds);
  await seedLookups(db);
  await seedCategories(db);
}
