import type { lsmMessages } from './en.ts';

type DottedPaths<Tree> = {
  [Name in keyof Tree & string]: Tree[Name] extends string ? Name : `${Name}.${DottedPaths<Tree[Name]>}`;
}[keyof Tree & string];

/** Every key of the app's own catalogue, e.g. "lsm.alerts.unable_to_login.heading". */
export type LsmMessageKey = `lsm.${DottedPaths<typeof lsmMessages>}`;
