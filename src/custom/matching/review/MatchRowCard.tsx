import { Box, Checkbox, Chip, FormControlLabel, Paper, Radio, RadioGroup, Typography } from '@mui/material';
import { forwardRef } from 'react';
import { differingFields, scorePercent } from '../../../domain/matchReview.ts';
import type { ReviewRow } from '../useMatchData.ts';
import { ItemFacts } from './ItemFacts.tsx';
import { chosenProposal, copyBlockOf, offeredCommands, proposalsOf } from './proposals.ts';
import { RowActions, type RowCommand } from './RowActions.tsx';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

interface MatchRowCardProps {
  row: ReviewRow;
  /** the proposal chosen among the partial row's alternatives (global item id) */
  chosenId: number | undefined;
  focused: boolean;
  /** null: rows cannot be selected (no edit permission) */
  selected: boolean | null;
  canEdit: boolean;
  busy: boolean;
  onChoose(globalItemId: number): void;
  onToggle(): void;
  onFocus(): void;
  onCommand(command: RowCommand): void;
}

const scoreColour = (percent: number) => (percent >= 90 ? 'success' : percent >= 60 ? 'warning' : 'error');

/** One store item beside the catalogue item proposed for it, with the score, its reasons and the actions. */
export const MatchRowCard = forwardRef<HTMLDivElement, MatchRowCardProps>(function MatchRowCard(
  { row, chosenId, focused, selected, canEdit, busy, onChoose, onToggle, onFocus, onCommand },
  ref,
) {
  const translate = useLsmTranslate();
  const { storeItem } = row;
  const proposals = proposalsOf(row);
  const proposal = chosenProposal(row, chosenId);
  const differs = proposal ? differingFields(storeItem, proposal.globalItem) : [];
  const percent = proposal ? scorePercent(proposal.score) : null;
  return (
    <Paper
      ref={ref}
      variant="outlined"
      component="article"
      aria-label={storeItem.name}
      aria-current={focused || undefined}
      onClick={onFocus}
      sx={{ p: { xs: 1.5, sm: 2 }, borderWidth: focused ? 2 : 1, borderColor: focused ? 'primary.main' : 'divider', minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        {selected !== null && (
          <Checkbox
            size="small"
            checked={selected}
            onChange={onToggle}
            slotProps={{ input: { 'aria-label': translate('lsm.matching.list.select_row', { name: storeItem.name }) } }}
            sx={{ mt: -0.5, ml: -1 }}
          />
        )}
        <Box
          sx={{
            flex: 1,
            minWidth: 0,
            display: 'grid',
            columnGap: 3,
            rowGap: 1.5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(2, minmax(0, 1fr)) minmax(280px, 1fr)' },
          }}
        >
          <ItemFacts heading={translate('lsm.matching.row.store_item')} item={storeItem} differs={differs} />
          {proposal ? (
            <ItemFacts heading={translate('lsm.matching.row.catalogue_item')} item={proposal.globalItem} differs={differs} />
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
              {translate('lsm.matching.row.no_catalogue_item')}
            </Typography>
          )}
          <Box sx={{ gridColumn: { md: '1 / -1', lg: 'auto' }, minWidth: 0, display: 'grid', gap: 1, alignContent: 'start' }}>
            {proposal && percent !== null && (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                <Chip size="small" color={scoreColour(percent)} label={translate('lsm.matching.row.score', { percent })} />
                {storeItem.is_reviewed && <Chip size="small" variant="outlined" label={translate('lsm.matching.row.reviewed')} />}
                {proposal.reasons.map((reason) => (
                  <Typography key={reason} variant="body2" color="text.secondary" component="span" sx={{ '&:not(:last-of-type)::after': { content: '" · "' } }}>
                    {reason}
                  </Typography>
                ))}
              </Box>
            )}
            {proposals.length > 1 && (
              <Box>
                <Typography variant="caption" color="text.secondary" id={`proposals-${storeItem.id}`}>
                  {translate('lsm.matching.row.candidates')}
                </Typography>
                <RadioGroup
                  aria-labelledby={`proposals-${storeItem.id}`}
                  value={String(proposal?.globalItem.id ?? '')}
                  onChange={(event) => onChoose(Number(event.target.value))}
                  sx={{ flexDirection: { xs: 'column', md: 'row', lg: 'column' }, columnGap: 2 }}
                >
                  {proposals.map((candidate) => (
                    <FormControlLabel
                      key={candidate.globalItem.id}
                      value={String(candidate.globalItem.id)}
                      control={<Radio size="small" sx={{ py: 0.5 }} />}
                      label={translate('lsm.matching.row.candidate', { name: candidate.globalItem.name, percent: scorePercent(candidate.score) })}
                      slotProps={{ typography: { variant: 'body2' } }}
                    />
                  ))}
                </RadioGroup>
              </Box>
            )}
            {canEdit && (
              <RowActions
                name={storeItem.name}
                offered={offeredCommands(row, proposal, canEdit)}
                copyBlock={copyBlockOf(row, proposal)}
                busy={busy}
                onCommand={onCommand}
              />
            )}
          </Box>
        </Box>
      </Box>
    </Paper>
  );
});
