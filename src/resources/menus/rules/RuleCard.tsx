import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, Card, CardContent, Chip, IconButton, Stack, Typography } from '@mui/material';
import type { RuleSubject } from '../../../domain/menuRules.ts';
import { BlockRow } from './BlockRow.tsx';
import { changeBlock, newBlock, type RuleDraft } from './ruleDraft.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

interface RuleCardProps {
  rule: RuleDraft;
  number: number;
  vocabulary: Partial<Record<RuleSubject, string[]>>;
  disabled: boolean;
  onChange(rule: RuleDraft): void;
  onDelete(): void;
}

/** One rule: its type, and its conditions, all of which must hold. */
export const RuleCard = ({ rule, number, vocabulary, disabled, onChange, onDelete }: RuleCardProps) => {
  const translate = useLsmTranslate();
  const typeLabel = translate(rule.type === 'add' ? 'lsm.menus.rules.rule_add' : 'lsm.menus.rules.rule_remove');
  return (
    <Card
      variant="outlined"
      role="group"
      aria-label={translate('lsm.menus.rules.rule_title', { type: typeLabel, number })}
      sx={{ borderLeft: 4, borderLeftColor: rule.type === 'add' ? 'success.main' : 'error.main' }}
    >
      <CardContent sx={{ p: { xs: 1.5, sm: 2 }, '&:last-child': { pb: { xs: 1.5, sm: 2 } } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
          <Chip size="small" color={rule.type === 'add' ? 'success' : 'error'} label={typeLabel} />
          <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
            #{number}
          </Typography>
          {!disabled && (
            <IconButton size="small" aria-label={translate('lsm.menus.rules.delete_rule', { number })} onClick={onDelete}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          )}
        </Box>
        <Stack spacing={1}>
          {rule.blocks.map((block, index) => (
            <Box key={block.key}>
              {index > 0 && (
                <Typography variant="caption" sx={{ display: 'block', textTransform: 'uppercase', color: 'text.secondary', mb: 0.5 }}>
                  {translate('lsm.menus.rules.and')}
                </Typography>
              )}
              <BlockRow
                block={block}
                number={index + 1}
                ruleNumber={number}
                vocabulary={vocabulary[block.subject] ?? []}
                disabled={disabled}
                canDelete={rule.blocks.length > 1}
                onChange={(change) => onChange(changeBlock(rule, block.key, change))}
                onDelete={() => onChange({ ...rule, blocks: rule.blocks.filter((other) => other.key !== block.key) })}
              />
            </Box>
          ))}
        </Stack>
        {!disabled && (
          <Button size="small" startIcon={<AddIcon />} sx={{ mt: 1 }} onClick={() => onChange({ ...rule, blocks: [...rule.blocks, newBlock()] })}>
            {translate('lsm.menus.rules.add_block')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
};
