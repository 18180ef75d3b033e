import { useTranslate, type TranslateFunction } from 'react-admin';
import type { LsmMessageKey } from './messageKeys.ts';

/** A message of react-admin's own catalogue (ra-language-english), e.g. "ra.action.save". */
export type RaMessageKey = `ra.${string}`;

/** A key the app may translate: one of its own catalogue or one of react-admin's. */
export type MessageKey = LsmMessageKey | RaMessageKey;

/** react-admin's translate, limited to keys that exist: a key not in the catalogue fails the type check. */
export type LsmTranslate = (key: MessageKey, options?: Parameters<TranslateFunction>[1]) => string;

/** The app's translate hook (react-admin's useTranslate is not imported elsewhere: eslint forbids it). */
export const useLsmTranslate = (): LsmTranslate => useTranslate();
