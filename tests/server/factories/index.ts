// Small row builders for server tests: each returns the ids it made, with sensible defaults and overrides.
//   const f = factories(t);
//   const company = await f.company();
//   const store = await f.store(company.id);
//   const owner = await f.user({ companyId: company.id });            // Super Admin of the company
//   const viewer = await f.user({ companyId: company.id, permissions: ['view_banners'] });
//   const asOwner = await f.signIn(owner);                             // app.inject with owner's token
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../helpers.ts';
import { createGlobalItem, createStoreItem, type GlobalItemOverrides, type StoreItemOverrides } from './catalogue.ts';
import { createMenu, type MenuOverrides } from './menus.ts';
import { createCompany, createStore, type CompanyOverrides, type StoreOverrides } from './organisations.ts';
import { createUser, type FactoryUser, type UserOverrides } from './people.ts';

export type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>;
export type { FactoryUser };

export function factories(t: TestApp) {
  const db = t.database.db;
  return {
    company: (overrides?: CompanyOverrides) => createCompany(db, overrides),
    store: (companyId: number, overrides?: StoreOverrides) => createStore(db, companyId, overrides),
    user: (overrides?: UserOverrides) => createUser(db, overrides),
    globalItem: (companyId: number, overrides?: GlobalItemOverrides) => createGlobalItem(db, companyId, overrides),
    storeItem: (storeId: number, overrides?: StoreItemOverrides) => createStoreItem(db, storeId, overrides),
    menu: (storeId: number, overrides?: MenuOverrides) => createMenu(db, storeId, overrides),
    /** app.inject signed in as a factory-made user (through the real authenticate call) */
    signIn: (user: Pick<FactoryUser, 'email'>): Promise<Inject> => t.as(user.email),
    /** a company with one store and its Super Admin, signed in: the usual start of a tenancy test */
    async tenant(overrides: { role?: UserOverrides['role']; permissions?: UserOverrides['permissions'] } = {}) {
      const company = await createCompany(db);
      const store = await createStore(db, company.id);
      const user = await createUser(db, { companyId: company.id, storeIds: [store.id], ...overrides });
      return { company, store, user, as: await t.as(user.email) };
    },
  };
}

export type Factories = ReturnType<typeof factories>;
