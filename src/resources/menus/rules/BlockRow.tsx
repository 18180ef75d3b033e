import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Autocomplete, Box, Chip, IconButton, TextField } from '@mui/material';
import { OPERATORS_OF_KIND, RULE_SUBJECTS, SUBJECT_KINDS, type RuleOperator, type RuleSubject } from '../../../domain/menuRules.ts';
import type { BlockDraft } from './ruleDraft.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

interface BlockRowProps {
  block: BlockDraft;
  /** "condition 2 of rule 1" for the labels */
  number: number;
  ruleNumber: number;
  vocabulary: readonly string[];
  disabled: boolean;
  canDelete: boolean;
  onChange(change: Partial<Omit<BlockDraft, 'key' | 'id'>>): void;
  onDelete(): void;
}

/** One condition: subject, operator (those the subject accepts) and its values (any of them). */
export const BlockRow = ({ block, number, ruleNumber, vocabulary, disabled, canDelete, onChange, onDelete }: BlockRowProps) => {
  const translate = useLsmTranslate();
  const kind = SUBJECT_KINDS[block.subject];
  const where = ` (${ruleNumber}.${number})`;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        select
        size="small"
        label={translate('lsm.menus.rules.subject')}
        value={block.subject}
        disabled={disabled}
        onChange={(event) => onChange({ subject: event.target.value as RuleSubject })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'aria-label': translate('lsm.menus.rules.subject') + where } }}
        sx={{ width: { xs: 'calc(50% - 4px)', sm: 170 } }}
      >
        {RULE_SUBJECTS.map((subject) => (
          <option key={subject} value={subject}>
            {translate(`lsm.menus.rules.subjects.${subject}`)}
          </option>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={translate('lsm.menus.rules.operator')}
        value={block.operator}
        disabled={disabled}
        onChange={(event) => onChange({ operator: event.target.value as RuleOperator })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'aria-label': translate('lsm.menus.rules.operator') + where } }}
        sx={{ width: { xs: 'calc(50% - 4px)', sm: 160 } }}
      >
        {OPERATORS_OF_KIND[kind].map((operator) => (
          <option key={operator} value={operator}>
            {translate(`lsm.menus.rules.operators.${operator}`)}
          </option>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', gap: 0.5, flex: '1 1 220px', minWidth: 0 }}>
        {kind === 'boolean' ? (
          <TextField
            select
            size="small"
            fullWidth
            label={translate('lsm.menus.rules.values')}
            value={block.values[0] ?? ''}
            disabled={disabled}
            onChange={(event) => onChange({ values: event.target.value ? [event.target.value] : [] })}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'aria-label': translate('lsm.menus.rules.values') + where } }}
          >
            <option value="" />
            <option value="true">{translate('lsm.menus.rules.booleans.true')}</option>
            <option value="false">{translate('lsm.menus.rules.booleans.false')}</option>
          </TextField>
        ) : (
          <Autocomplete
            multiple
            freeSolo
            fullWidth
            size="small"
            options={vocabulary}
            value={block.values}
            disabled={disabled}
            autoSelect
            onChange={(_event, values) => onChange({ values: values.map((value) => value.trim()).filter((value) => value !== '') })}
            renderValue={(values, getItemProps) =>
              values.map((value, index) => {
                const { key, ...itemProps } = getItemProps({ index });
                return <Chip key={key} size="small" label={value} {...itemProps} />;
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                label={translate('lsm.menus.rules.values')}
                placeholder={block.values.length === 0 ? translate('lsm.menus.rules.values_help') : undefined}
                inputProps={{ ...params.inputProps, 'aria-label': translate('lsm.menus.rules.values') + where }}
              />
            )}
          />
        )}
        {!disabled && canDelete && (
          <IconButton aria-label={translate('lsm.menus.rules.delete_block', { number, rule: ruleNumber })} onClick={onDelete}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
    </Box>
  );
};
