import type { lsmMessages } from './allMessages.ts';

type DottedPaths<Tree> = {
  [Name in keyof Tree & string]: Tree[Name] extends string ? Name : `${Name}.${DottedPaths<Tree[Name]>}`;
}[keyof Tree & string];

type DottedBranches<Tree> = {
  [Name in keyof Tree & string]: Tree[Name] extends string ? never : Name | `${Name}.${DottedBranches<Tree[Name]>}`;
}[keyof Tree & string];

/** Every key of the app's own catalogue, e.g. "lsm.alerts.unable_to_login.heading". */
export type LsmMessageKey = `lsm.${DottedPaths<typeof lsmMessages>}`;

/** Every group of keys of the catalogue, e.g. "lsm.companies.statuses". */
export type LsmMessagePrefix = `lsm.${DottedBranches<typeof lsmMessages>}`;

/**
 * The key of a value the type system cannot follow (a status the server sends, a choice of a generic
 * filter) under a group of keys. It may name no message: translate it with a fallback (`{ _: value }`).
 * The one place such a key is cast.
 */
export const messageKeyOf = (prefix: LsmMessagePrefix, value: string): LsmMessageKey => `${prefix}.${value}` as LsmMessageKey;

/** The rest of each key under a group, e.g. "Live" for "lsm.companies.statuses.Live". */
export type MessageKeyUnder<Prefix extends LsmMessagePrefix> = LsmMessageKey extends infer Key ? (Key extends `${Prefix}.${infer Rest}` ? Rest : never) : never;
