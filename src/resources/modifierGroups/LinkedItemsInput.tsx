import { Box, Button, Checkbox, Chip, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { ModifierItemSummary } from '../../contract/modifierGroups.ts';
import type { ModifierGroupFormValues } from './modifierGroupForm.ts';
import { useStoreItemSearch } from './useStoreItemSearch.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

type Named = Pick<ModifierItemSummary, 'id' | 'name' | 'price'>;

interface ItemRowsProps {
  items: readonly Named[];
  selected: ReadonlySet<number>;
  onToggle(id: number): void;
  /** search results: the items already linked show checked and cannot be chosen */
  linked?: ReadonlySet<number>;
}

const ItemRows = ({ items, selected, onToggle, linked }: ItemRowsProps) => {
  const translate = useLsmTranslate();
  return (
    <List dense disablePadding>
      {items.map((item) => {
        const isLinked = linked?.has(item.id) ?? false;
        return (
          <ListItem key={item.id} disablePadding data-testid="linked-item-row">
            <ListItemButton onClick={() => onToggle(item.id)} disabled={isLinked}>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Checkbox edge="start" size="small" checked={selected.has(item.id) || isLinked} tabIndex={-1} inputProps={{ 'aria-label': translate(linked ? 'lsm.modifierGroups.linked.select_to_link' : 'lsm.modifierGroups.linked.select_to_unlink', { name: item.name }) }} />
              </ListItemIcon>
              <ListItemText primary={item.name} secondary={item.price.toFixed(2)} sx={{ overflowWrap: 'anywhere' }} />
              {isLinked && <Chip size="small" label={translate('lsm.modifierGroups.linked.linked_badge')} />}
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
};

const toggled = (set: ReadonlySet<number>, id: number) => {
  const next = new Set(set);
  if (!next.delete(id)) next.add(id);
  return next;
};

/**
 * The linked-items tab: the store items that offer the group, unlinked in bulk; and a search of the
 * store's items to link in bulk. Saved with the group.
 */
export const LinkedItemsInput = ({ storeId, editable }: { storeId: number; editable: boolean }) => {
  const translate = useLsmTranslate();
  const { setValue } = useFormContext<ModifierGroupFormValues>();
  const [linkedIds, summaries] = useWatch<ModifierGroupFormValues, ['linked_items', 'linked_item_summaries']>({ name: ['linked_items', 'linked_item_summaries'] });
  const [named, setNamed] = useState<Map<number, Named>>(new Map());
  const [search, setSearch] = useState('');
  const [toUnlink, setToUnlink] = useState<ReadonlySet<number>>(new Set());
  const [toLink, setToLink] = useState<ReadonlySet<number>>(new Set());
  const { items: found } = useStoreItemSearch(storeId, search, editable);

  const linked = useMemo(() => new Set(linkedIds ?? []), [linkedIds]);
  const linkedRows = useMemo(() => {
    const known = new Map<number, Named>((summaries ?? []).map((item) => [item.id, item]));
    for (const [id, item] of named) known.set(id, item);
    return [...linked].flatMap((id) => (known.has(id) ? [known.get(id)!] : [])).sort((a, b) => a.name.localeCompare(b.name));
  }, [linked, summaries, named]);

  const write = (ids: number[]) => setValue('linked_items', ids, { shouldDirty: true });
  const unlink = () => {
    write([...linked].filter((id) => !toUnlink.has(id)));
    setToUnlink(new Set());
  };
  const link = () => {
    const next = new Map(named);
    for (const item of found) if (toLink.has(item.id)) next.set(item.id, item);
    setNamed(next);
    write([...linked, ...[...toLink].filter((id) => !linked.has(id))]);
    setToLink(new Set());
  };

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, width: '100%' }}>
      <Stack spacing={1} sx={{ minWidth: 0 }}>
        <Typography variant="subtitle1" component="h3">
          {translate('lsm.modifierGroups.linked.heading')}
        </Typography>
        {linkedRows.length === 0 ? (
          <Typography color="text.secondary">{translate('lsm.modifierGroups.linked.none')}</Typography>
        ) : (
          <ItemRows items={linkedRows} selected={toUnlink} onToggle={(id) => setToUnlink((set) => toggled(set, id))} />
        )}
        {editable && (
          <Button variant="outlined" color="error" disabled={toUnlink.size === 0} onClick={unlink} sx={{ alignSelf: 'flex-start' }}>
            {translate('lsm.modifierGroups.linked.unlink', { smart_count: toUnlink.size })}
          </Button>
        )}
      </Stack>
      {editable && (
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <TextField size="small" label={translate('lsm.modifierGroups.linked.search')} value={search} onChange={(event) => setSearch(event.target.value)} />
          {found.length === 0 ? (
            <Typography color="text.secondary">{translate('lsm.modifierGroups.linked.no_results')}</Typography>
          ) : (
            <ItemRows items={found} selected={toLink} linked={linked} onToggle={(id) => setToLink((set) => toggled(set, id))} />
          )}
          <Button variant="contained" disabled={toLink.size === 0} onClick={link} sx={{ alignSelf: 'flex-start' }}>
            {translate('lsm.modifierGroups.linked.link', { smart_count: toLink.size })}
          </Button>
        </Stack>
      )}
    </Box>
  );
};
