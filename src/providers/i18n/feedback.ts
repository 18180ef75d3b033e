// Strings of save feedback and of the confirmations asked before a destructive action.

export const saveMessages = {
  store_created: 'Store "%{name}" created',
  store_updated: 'Store "%{name}" saved',
  company_created: 'Company "%{name}" created',
  company_updated: 'Company "%{name}" saved',
  hours_saved: 'Store hours saved',
  employee_added: '%{name} added',
  employee_updated: '%{name} saved',
};

export const confirmMessages = {
  unlink_store_title: 'Unlink %{name}?',
  unlink_store_content: 'The employee will no longer see or manage this store. You can assign it again later.',
  unlink_store_done: '%{name} unlinked',
  unlink: 'Unlink',
  delete: 'Delete',
  delete_slot_title: 'Delete this slot?',
  delete_slot_content: '%{day} %{open}–%{close} is removed from the saved store hours at once.',
  delete_banner_title: 'Delete banner "%{name}"?',
  delete_banner_content: 'The banner is removed from every store that shows it.',
};
