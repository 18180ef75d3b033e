export * from './companies.ts';
export * from './users.ts';
export * from './stores.ts';
export * from './channels.ts';
export * from './catalogue.ts';
export * from './menus.ts';
export * from './campaigns.ts';
export * from './jobs.ts';
