import { InternalStatusBody } from '../../../contract/stores.ts';
import { composeValidators, contractValidator } from '../../../custom/form/contractValidation.ts';

/** What the internal status form edits: the codename of the status to set ("" before one is picked). */
export interface InternalStatusFormValues {
  storeStatus: string;
}

/** The contract of PUT /stores/{id}/internal_status: a status is named (the user's cognito id is added on sending). */
export const validateInternalStatus = composeValidators(contractValidator<InternalStatusFormValues>(InternalStatusBody));
