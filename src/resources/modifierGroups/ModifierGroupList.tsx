import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { DataTable, ListBase, useListContext, type Identifier } from 'react-admin';
import type { ModifierGroup } from '../../contract/modifierGroups.ts';
import { PAGE_SIZE } from '../../domain/paging.ts';
import { useIsMobile } from '../../custom/layout/useIsMobile.ts';
import { ModifierGroupFilters } from './ModifierGroupFilters.tsx';
import { AvailabilityChip, GroupCounts, KindText, ModifierSummaryText } from './ModifierGroupSummary.tsx';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';
import { ListPagination } from '../../custom/list/ListPagination.tsx';

interface ListProps {
  storeId: number;
  canEdit: boolean;
  onOpen(id: number | 'new'): void;
}

const Empty = () => {
  const translate = useLsmTranslate();
  const { filterValues } = useListContext();
  const filtered = Object.keys(filterValues).length > 0;
  return (
    <Typography color="text.secondary" sx={{ py: 2 }}>
      {translate(filtered ? 'lsm.modifierGroups.list.empty_filtered' : 'lsm.modifierGroups.list.empty')}
    </Typography>
  );
};

/** Below 768 px each group is a card: name, summary text, availability, kind and counts. */
const GroupCards = ({ onOpen }: { onOpen(id: number): void }) => {
  const { data, isPending } = useListContext<ModifierGroup>();
  if (isPending) return null;
  if (!data?.length) return <Empty />;
  return (
    <Stack spacing={1.5}>
      {data.map((group) => (
        <Card key={group.id} variant="outlined">
          <CardActionArea onClick={() => onOpen(group.id)}>
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                <Typography variant="subtitle1" component="h3" sx={{ overflowWrap: 'anywhere' }}>
                  {group.name}
                </Typography>
                <AvailabilityChip group={group} />
              </Stack>
              <ModifierSummaryText group={group} />
              <Typography variant="body2" color="text.secondary">
                <KindText kind={group.kind} />
              </Typography>
              <GroupCounts group={group} />
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
};

const Col = DataTable.Col<ModifierGroup>;
const NumberCol = DataTable.NumberCol<ModifierGroup>;

const GroupTable = ({ onOpen }: { onOpen(id: number): void }) => {
  const translate = useLsmTranslate();
  return (
    <DataTable<ModifierGroup> bulkActionButtons={false} rowClick={(id: Identifier) => (onOpen(Number(id)), false)} empty={<Empty />}>
      <Col source="name" label={translate('lsm.modifierGroups.fields.name')} />
      <Col source="min_quantity" label={translate('lsm.modifierGroups.fields.summary')} render={(group) => <ModifierSummaryText group={group} />} />
      <Col source="kind" disableSort label={translate('lsm.modifierGroups.fields.kind')} render={(group) => <KindText kind={group.kind} />} />
      <NumberCol source="option_count" label={translate('lsm.modifierGroups.fields.options')} />
      <NumberCol source="linked_count" label={translate('lsm.modifierGroups.fields.linked')} />
      <Col source="active" disableSort label={translate('lsm.modifierGroups.fields.active')} render={(group) => <AvailabilityChip group={group} />} />
    </DataTable>
  );
};

/** The store's modifier groups, 20 a page; filters, sort and page live in the URL. */
export const ModifierGroupList = ({ storeId, canEdit, onOpen }: ListProps) => {
  const translate = useLsmTranslate();
  const isMobile = useIsMobile();
  return (
    <ListBase<ModifierGroup>
      resource="modifier-groups"
      filter={{ store_id: storeId }}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={PAGE_SIZE}
      storeKey={`modifier-groups.${storeId}`}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' }, mb: 2 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <ModifierGroupFilters />
        </Box>
        {canEdit && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => onOpen('new')} sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start' } }}>
            {translate('lsm.modifierGroups.list.add')}
          </Button>
        )}
      </Stack>
      <Box sx={{ maxWidth: '100%', overflowX: 'auto' }}>{isMobile ? <GroupCards onOpen={onOpen} /> : <GroupTable onOpen={onOpen} />}</Box>
      <ListPagination label="lsm.modifierGroups.list.pages" />
    </ListBase>
  );
};
