import { Type } from 'typebox';
import { MenuRulesBody, type MenuRuleAnswer } from '../../../contract/menus.ts';
import { composeValidators, contractValidator, type FormErrors } from '../../../custom/form/contractValidation.ts';
import { bodyOfDraft, draftIsComplete, draftOfRules, type RuleDraft } from './ruleDraft.ts';

/** What the rules builder edits: the menu's rules as drafts (sent as the PUT body). */
export interface RulesFormValues {
  rules: RuleDraft[];
}

/** Longest value the contract of a block takes (MenuRuleBlockInput). */
const MAX_VALUE_LENGTH = 200;

export const rulesFormValues = (rules: readonly MenuRuleAnswer[]): RulesFormValues => ({ rules: draftOfRules(rules) });

/** What the contract cannot say: a condition holds at least one value (a blank one is left out of the body). */
function rulesRules(values: RulesFormValues): FormErrors {
  return draftIsComplete(values.rules) ? {} : { rules: 'lsm.menus.rules.incomplete' };
}

/**
 * The rules form's validation: its rule, then the contract of PUT /stores/{id}/menu/{menuId}/rules, whose body
 * is the list the form holds under `rules` (at most 50 rules of 20 conditions, values of 200 characters).
 */
export const validateRules = composeValidators<RulesFormValues>(
  rulesRules,
  contractValidator(Type.Object({ rules: MenuRulesBody }), {
    toBody: (values) => ({ rules: bodyOfDraft(values.rules) }),
    messages: { 'rules.blocks.values': { message: 'lsm.menus.rules.value_too_long', args: { max: MAX_VALUE_LENGTH } } },
  }),
);
