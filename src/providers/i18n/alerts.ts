// The alert catalogue of spec 000 §8 and spec 001 §8: heading and message per alert.
// Where the spec gives only the generic body "Some error occurred while ... Please try again later",
// the verb matches the action.

const fetching = 'Some error occurred while fetching data, Please try again later';
const getting = 'Some error occurred while getting records, Please try again later';
const creating = 'Some error occurred while creating record, Please try again later';
const adding = 'Some error occurred while adding record, Please try again later';
const updating = 'Some error occurred while updating record, Please try again later';
const deleting = 'Some error occurred while deleting record, Please try again later';

export const alertMessages = {
  // spec 000 §8 — session
  unable_to_login: {
    heading: 'Unable to Login',
    message: 'Some error occurred while Logging. Please, try again later',
  },
  unable_to_refresh_access_token: {
    heading: 'Unable to Refresh Access Token',
    message: 'Some error occurred while Logging. Please, login again',
  },
  unable_to_fetch_profile: { heading: 'Unable to fetch Profile', message: 'Your current session is expired!' },
  logout_failed: { heading: 'Unable to Logout', message: 'Some error occurred while logging out. Please try again later' },
  // spec 000 §8 — data
  unable_to_fetch_data: {
    heading: 'Unable to fetch Data',
    message: 'Some error occurred while fetching data. Please, try again later',
  },
  unable_to_fetch_company: {
    heading: 'Unable to fetch Data',
    message: 'Some error occurred while Logging. Please, try again later',
  },
  no_access_to_company: { heading: 'Unable to fetch Data', message: "You don't have access to this company" },
  unable_to_update_data: {
    heading: 'Unable to update data',
    message: 'Some error occurred while updating record. Please, try again later',
  },
  unable_to_update_company: { heading: 'Unable to update company', message: updating },
  unable_to_create_company: { heading: 'Unable to Create company', message: creating },
  unable_to_fetch_roles: { heading: 'Unable to fetch roles', message: fetching },
  unable_to_create_custom_role: { heading: 'Unable to create custom role', message: creating },
  unable_to_update_custom_role: { heading: 'Unable to update custom role', message: updating },
  unable_to_update_employee: { heading: 'Unable to update an employee', message: updating },
  unable_to_delete_employee: { heading: 'Unable to delete an employee', message: deleting },
  unable_to_add_employee: { heading: 'Unable to add new employee', message: adding },
  unable_to_assign_stores: { heading: 'Unable to assign stores', message: updating },
  unable_to_unassign_stores: { heading: 'Unable to unassign stores', message: updating },
  unable_to_unlink_store: { heading: 'Unable to Unlink store', message: updating },
  unable_to_fetch_store_partners: { heading: 'Unable to fetch store partners', message: fetching },
  unable_to_create_store: { heading: 'Unable to create new store', message: creating },
  unable_to_update_store: { heading: 'Unable to update the store', message: updating },
  unable_to_fetch_store_hours: { heading: 'Unable to fetch store hours', message: 'Failed to fetch store hours' },
  unable_to_update_store_hours: { heading: 'Unable to update store hours', message: 'Failed to update store hours' },
  unable_to_delete_store_hours: { heading: 'Unable to delete store hours', message: 'Failed to delete store hours' },
  unable_to_fetch_store_onboarding_statuses: {
    heading: 'Unable to fetch store onboarding statuses',
    message: fetching,
  },
  unable_to_fetch_store_onboarding_requests: {
    heading: 'Unable to fetch store onboarding requests',
    message: fetching,
  },
  unable_to_create_store_onboarding_request: {
    heading: 'Unable to create store onboarding request',
    message: creating,
  },
  // spec 001 §8 — items, catalogue, tags
  unable_to_fetch_tags_list: { heading: 'Unable to fetch tags list', message: getting },
  unable_to_fetch_categories_list: { heading: 'Unable to fetch categories list', message: getting },
  unable_to_fetch_sub_categories_list: { heading: 'Unable to fetch sub-categories list', message: getting },
  // spec 001 §8 — menus
  unable_to_fetch_store_menus: { heading: 'Unable to fetch store menus', message: fetching },
  unable_to_delete_store_menu: { heading: 'Unable to delete store menu', message: deleting },
  unable_to_fetch_store_menu_details: { heading: 'Unable to fetch store menu details', message: fetching },
  unable_to_fetch_menu_items_rules: { heading: 'Unable to fetch menu items rules', message: fetching },
  unable_to_create_menu: { heading: 'Unable to create new menu', message: adding },
  unable_to_update_menu_details: { heading: 'Unable to update menu details', message: updating },
  unable_to_update_menu_item_rules: { heading: 'Unable to update menu item rules', message: updating },
  // spec 001 §8 — banners, stores and channels
  unable_to_fetch_banners_list: { heading: 'Unable to fetch banners list', message: fetching },
  unable_to_fetch_banner_details: { heading: 'Unable to fetch banner details', message: fetching },
  unable_to_create_banner: { heading: 'Unable to create banner', message: creating },
  unable_to_update_banner: { heading: 'Unable to update banner', message: updating },
  unable_to_delete_banner: { heading: 'Unable to delete banner', message: deleting },
  unable_to_fetch_menu_sync_status: { heading: 'Unable to fetch menu sync status', message: fetching },
  unable_to_delete_menu_sync_status: { heading: 'Unable to delete menu sync status', message: deleting },
  unable_to_fetch_data_generic: { heading: 'Unable to fetch data', message: fetching },
} as const satisfies Record<string, { heading: string; message: string }>;
