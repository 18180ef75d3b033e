import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { Alert, Box, Button } from '@mui/material';
import { useInput, ValidationError } from 'react-admin';
import type { RuleSubject } from '../../../domain/menuRules.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';
import { RuleCard } from './RuleCard.tsx';
import { changeRule, draftIsComplete, newRule, type RuleDraft } from './ruleDraft.ts';

interface RulesInputProps {
  vocabulary: Partial<Record<RuleSubject, string[]>>;
  disabled: boolean;
}

/**
 * The menu's rules as the rules form's `rules` input: a card per rule, and rules to add. A condition without a
 * value is named at once; the form's refusal of the rules shows below them.
 */
export const RulesInput = ({ vocabulary, disabled }: RulesInputProps) => {
  const translate = useLsmTranslate();
  const { field, fieldState } = useInput<RuleDraft[]>({ source: 'rules' });
  const rules: RuleDraft[] = field.value;
  const edit = (change: (current: RuleDraft[]) => RuleDraft[]) => field.onChange(change(rules));
  const refusal = fieldState.error?.message;
  return (
    <>
      {rules.length === 0 && <Alert severity="info">{translate('lsm.menus.rules.no_rules')}</Alert>}
      {rules.map((rule, index) => (
        <RuleCard
          key={rule.key}
          rule={rule}
          number={index + 1}
          vocabulary={vocabulary}
          disabled={disabled}
          onChange={(next) => edit((current) => changeRule(current, rule.key, () => next))}
          onDelete={() => edit((current) => current.filter((other) => other.key !== rule.key))}
        />
      ))}
      {!disabled && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" color="success" startIcon={<AddIcon />} onClick={() => edit((current) => [...current, newRule('add')])}>
            {translate('lsm.menus.rules.add_rule')}
          </Button>
          <Button variant="outlined" color="error" startIcon={<RemoveIcon />} onClick={() => edit((current) => [...current, newRule('remove')])}>
            {translate('lsm.menus.rules.remove_rule')}
          </Button>
        </Box>
      )}
      {!disabled && !draftIsComplete(rules) ? (
        <Alert severity="warning">{translate('lsm.menus.rules.incomplete')}</Alert>
      ) : (
        refusal && (
          <Alert severity="error">
            <ValidationError error={refusal} />
          </Alert>
        )
      )}
    </>
  );
};
