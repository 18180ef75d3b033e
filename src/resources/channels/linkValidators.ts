import { maxLength, maxValue, minValue, regex, type Validator } from 'react-admin';

// The link's field rules as the server's contract states them (src/contract/channels.ts), with our messages.
export const validatePercent: Validator[] = [minValue(0, 'lsm.channels.validation.percent'), maxValue(100, 'lsm.channels.validation.percent')];
export const validateMoney: Validator[] = [minValue(0, 'lsm.channels.validation.money'), maxValue(1000, 'lsm.channels.validation.money')];
export const validatePartnerStoreId: Validator[] = [
  maxLength(64, 'lsm.channels.validation.partner_store_id'),
  // eslint-disable-next-line no-control-regex -- control characters are exactly what the server refuses
  regex(/^[^\x00-\x1f]*$/, 'lsm.channels.validation.partner_store_id'),
];
export const validateInstructions: Validator[] = [maxLength(500, 'lsm.channels.validation.instructions')];
export const validateBatchId: Validator[] = [maxLength(64, 'lsm.channels.validation.batch_id')];
