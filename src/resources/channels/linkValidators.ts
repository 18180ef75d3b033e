import { StorePartnerPatchBody } from '../../contract/channels.ts';
import { composeValidators, contractValidator, type FormErrors } from '../../custom/form/contractValidation.ts';
import { linkPayload, type LinkFormValues } from './linkFormValues.ts';

const PERCENT_FIELDS = ['upcharge', 'deliveryUpcharge', 'pickupUpcharge'] as const;

/** The contract takes any percentage and clamps it (spec §5); the form says so instead of changing the number typed. */
function percentsWithinRange(values: LinkFormValues): FormErrors {
  const errors: FormErrors = {};
  for (const field of PERCENT_FIELDS) {
    const value = values[field];
    if (typeof value === 'number' && (value < 0 || value > 100)) errors[field] = 'lsm.channels.validation.percent';
  }
  return errors;
}

/** The link form's validation: the PATCH contract on the body the form sends, with the channel screens' messages. */
export const validateLink = composeValidators<LinkFormValues>(
  percentsWithinRange,
  contractValidator<LinkFormValues>(StorePartnerPatchBody, {
    toBody: linkPayload,
    messages: {
      partnerStoreId: 'lsm.channels.validation.partner_store_id',
      deliveryFee: 'lsm.channels.validation.money',
      pickupFee: 'lsm.channels.validation.money',
      deliveryInstructions: 'lsm.channels.validation.instructions',
      pickupInstructions: 'lsm.channels.validation.instructions',
      batchId: 'lsm.channels.validation.batch_id',
    },
  }),
);
