import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { DataTable, DeleteWithConfirmButton, ListBase, RecordContextProvider, useListContext } from 'react-admin';
import type { FeeRuleRecord } from '../../../contract/feeRules.ts';
import { useIsMobile } from '../../../custom/layout/useIsMobile.ts';
import { feeAmountText } from './feeRuleForm.ts';
import { useFeeVocabulary, type FeeVocabulary } from './useFeeVocabulary.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';
import { messageKeyOf } from '../../../providers/i18n/messageKeys.ts';

/** The server's largest page: a store has a handful of rules, all on one page. */
const ALL_RULES = 100;

interface RowProps {
  vocabulary: FeeVocabulary;
  canEdit: boolean;
  onEdit(id: number): void;
}

function usePartnerText(vocabulary: FeeVocabulary) {
  const translate = useLsmTranslate();
  return (rule: FeeRuleRecord) =>
    rule.partner_id === null ? translate('lsm.channels.fees.rules.all_partners') : (vocabulary.partnerName.get(rule.partner_id) ?? `#${rule.partner_id}`);
}

function useScopeText(vocabulary: FeeVocabulary) {
  const translate = useLsmTranslate();
  return (rule: FeeRuleRecord) => {
    if (rule.scope === 'all') return translate('lsm.channels.fees.rules.scopes.all');
    const names = rule.scope === 'tag' ? vocabulary.tagName : vocabulary.categoryName;
    const values = (rule.scope_values ?? []).map((id) => names.get(id) ?? `#${id}`).join(', ');
    return `${translate(messageKeyOf('lsm.channels.fees.rules.scopes', rule.scope), { _: rule.scope })}: ${values}`;
  };
}

const RuleActions = ({ rule, canEdit, onEdit }: { rule: FeeRuleRecord } & Omit<RowProps, 'vocabulary'>) => {
  const translate = useLsmTranslate();
  const queryClient = useQueryClient();
  if (!canEdit) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      <Button size="small" startIcon={<EditIcon />} onClick={() => onEdit(rule.id)} aria-label={translate('lsm.channels.fees.rules.edit_title', { id: rule.id })}>
        {translate('ra.action.edit')}
      </Button>
      <RecordContextProvider value={rule}>
        <DeleteWithConfirmButton
          resource="fee-rules"
          confirmTitle={translate('lsm.channels.fees.rules.delete_title', { id: rule.id })}
          confirmContent="lsm.channels.fees.rules.delete_content"
          mutationMode="pessimistic"
          redirect={false}
          successMessage="lsm.channels.fees.rules.deleted"
          mutationOptions={{ onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['fee-preview', rule.store_id] }) }}
          aria-label={translate('lsm.channels.fees.rules.delete_label', { id: rule.id })}
        />
      </RecordContextProvider>
    </Stack>
  );
};

const Empty = () => {
  const translate = useLsmTranslate();
  return <Typography color="text.secondary">{translate('lsm.channels.fees.rules.empty')}</Typography>;
};

/** Below 768 px each rule is a card. */
const RuleCards = ({ vocabulary, canEdit, onEdit }: RowProps) => {
  const translate = useLsmTranslate();
  const { data, isPending } = useListContext<FeeRuleRecord>();
  const partnerText = usePartnerText(vocabulary);
  const scopeText = useScopeText(vocabulary);
  if (isPending) return null;
  if (!data?.length) return <Empty />;
  return (
    <Stack spacing={1}>
      {data.map((rule) => (
        <Card key={rule.id} variant="outlined" component="section" aria-label={translate('lsm.channels.fees.rules.rule', { id: rule.id })}>
          <CardContent>
            <Typography sx={{ fontWeight: 600 }}>
              {translate('lsm.channels.fees.rules.rule', { id: rule.id })} · {partnerText(rule)}
            </Typography>
            <Typography variant="body2">
              {translate(messageKeyOf('lsm.channels.fees.rules.fee_types', rule.fee_type), { _: rule.fee_type })}: {feeAmountText(rule)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {scopeText(rule)}
            </Typography>
            <RuleActions rule={rule} canEdit={canEdit} onEdit={onEdit} />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
};

const Col = DataTable.Col<FeeRuleRecord>;

const RuleTable = ({ vocabulary, canEdit, onEdit }: RowProps) => {
  const translate = useLsmTranslate();
  const partnerText = usePartnerText(vocabulary);
  const scopeText = useScopeText(vocabulary);
  return (
    <DataTable<FeeRuleRecord> bulkActionButtons={false} rowClick={false} empty={<Empty />} aria-label={translate('lsm.channels.fees.rules.title')}>
      <Col source="id" disableSort label={translate('lsm.channels.fees.rules.fields.rule')} render={(rule) => `#${rule.id}`} />
      <Col source="partner_id" disableSort label={translate('lsm.channels.fees.rules.fields.partner')} render={partnerText} />
      <Col
        source="fee_type"
        disableSort
        label={translate('lsm.channels.fees.rules.fields.fee')}
        render={(rule) => `${translate(messageKeyOf('lsm.channels.fees.rules.fee_types', rule.fee_type), { _: rule.fee_type })}: ${feeAmountText(rule)}`}
      />
      <Col source="scope" disableSort label={translate('lsm.channels.fees.rules.fields.scope')} render={scopeText} />
      {canEdit && <Col disableSort label="" render={(rule) => <RuleActions rule={rule} canEdit={canEdit} onEdit={onEdit} />} />}
    </DataTable>
  );
};

type ListProps = Omit<RowProps, 'vocabulary'>;

/** The rules, as a table or cards; category and tag names are fetched once a rule names some. */
const Rules = (props: ListProps) => {
  const isMobile = useIsMobile();
  const { data } = useListContext<FeeRuleRecord>();
  const vocabulary = useFeeVocabulary((data ?? []).some((rule) => rule.scope !== 'all'));
  return isMobile ? <RuleCards vocabulary={vocabulary} {...props} /> : <RuleTable vocabulary={vocabulary} {...props} />;
};

/** The store's fee rules, oldest first, through the `fee-rules` resource. */
export const FeeRuleList = ({ storeId, canEdit, onEdit, onAdd }: ListProps & { storeId: number; onAdd(): void }) => {
  const translate = useLsmTranslate();
  return (
    <ListBase<FeeRuleRecord>
      resource="fee-rules"
      filter={{ store_id: storeId }}
      sort={{ field: 'id', order: 'ASC' }}
      perPage={ALL_RULES}
      disableSyncWithLocation
      storeKey={false}
    >
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h3">
          {translate('lsm.channels.fees.rules.title')}
        </Typography>
        {canEdit && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
            {translate('lsm.channels.fees.rules.add')}
          </Button>
        )}
      </Stack>
      <Box sx={{ maxWidth: '100%', overflowX: 'auto', mb: 3 }}>
        <Rules canEdit={canEdit} onEdit={onEdit} />
      </Box>
    </ListBase>
  );
};
