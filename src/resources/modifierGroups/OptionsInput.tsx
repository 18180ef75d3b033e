import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Autocomplete, Box, Button, Chip, IconButton, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useState, type DragEvent } from 'react';
import { NumberInput, SelectInput, TextInput } from 'react-admin';
import { useFieldArray, useWatch } from 'react-hook-form';
import type { StoreItem } from '../../contract/inventory.ts';
import { MODIFIER_OPTION_STATUSES } from '../../contract/modifierGroups.ts';
import { isOptionAvailable } from '../../domain/modifiers.ts';
import { freeTextOption, optionFromItem, type ModifierGroupFormValues } from './modifierGroupForm.ts';
import { useStoreItemSearch } from './useStoreItemSearch.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

const DRAG_TYPE = 'application/x-lsm-option-index';

/** Adds an option: a store item found by search (name, price and image from it), or free text. */
const AddOption = ({ storeId, onAdd }: { storeId: number; onAdd(option: ReturnType<typeof freeTextOption>): void }) => {
  const translate = useLsmTranslate();
  const [search, setSearch] = useState('');
  const [text, setText] = useState('');
  const { items, isPending } = useStoreItemSearch(storeId, search);
  const addText = () => {
    if (text.trim() === '') return;
    onAdd(freeTextOption(text));
    setText('');
  };
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
      <Autocomplete<StoreItem>
        sx={{ flex: 1, minWidth: 0 }}
        options={items}
        loading={isPending}
        value={null}
        inputValue={search}
        onInputChange={(_event, value, reason) => reason !== 'reset' && setSearch(value)}
        filterOptions={(options) => options}
        getOptionLabel={(item) => item.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_event, item) => {
          if (!item) return;
          onAdd(optionFromItem(item));
          setSearch('');
        }}
        renderOption={({ key, ...props }, item) => (
          <li key={key} {...props}>
            {item.name}
            <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
              {item.price.toFixed(2)}
            </Typography>
          </li>
        )}
        renderInput={(params) => <TextField {...params} size="small" label={translate('lsm.modifierGroups.options.add_item')} placeholder={translate('lsm.modifierGroups.options.add_item_placeholder')} />}
      />
      <Stack direction="row" spacing={1} sx={{ flex: 1, minWidth: 0 }}>
        <TextField
          size="small"
          fullWidth
          label={translate('lsm.modifierGroups.options.add_text')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            addText();
          }}
        />
        <Button variant="outlined" startIcon={<AddIcon />} disabled={text.trim() === ''} onClick={addText}>
          {translate('lsm.modifierGroups.options.add_text_button')}
        </Button>
      </Stack>
    </Stack>
  );
};

/**
 * The options tab: the options in precedence order, reordered by dragging a row (or its arrows, from the
 * keyboard); each one a store item of the store or free text, with its prices, default quantity and status.
 */
export const OptionsInput = ({ storeId, editable }: { storeId: number; editable: boolean }) => {
  const translate = useLsmTranslate();
  const { fields, append, move, remove } = useFieldArray<ModifierGroupFormValues, 'options', 'fieldKey'>({ name: 'options', keyName: 'fieldKey' });
  const [options, optionItems] = useWatch<ModifierGroupFormValues, ['options', 'option_items']>({ name: ['options', 'option_items'] });
  const [dragOver, setDragOver] = useState<number | null>(null);
  const itemOf = (storeItemId: number | null | undefined) => (storeItemId ? optionItems?.find((item) => item.id === storeItemId) : undefined);

  const onDrop = (event: DragEvent, to: number) => {
    event.preventDefault();
    setDragOver(null);
    const from = Number(event.dataTransfer.getData(DRAG_TYPE));
    if (Number.isInteger(from) && from !== to) move(from, to);
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      {editable && <AddOption storeId={storeId} onAdd={(option) => append(option)} />}
      {fields.length === 0 && <Typography color="text.secondary">{translate('lsm.modifierGroups.options.empty')}</Typography>}
      <Stack spacing={1} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={translate('lsm.modifierGroups.fields.options')}>
        {fields.map((field, index) => {
          const option = options?.[index] ?? field;
          const storeItem = itemOf(option.store_item_id);
          const available = isOptionAvailable({ status: option.status, store_item: storeItem ?? null });
          return (
            <Paper
              key={field.fieldKey}
              component="li"
              variant="outlined"
              data-testid="modifier-option"
              draggable={editable}
              onDragStart={(event: DragEvent) => {
                event.dataTransfer.setData(DRAG_TYPE, String(index));
                event.dataTransfer.effectAllowed = 'move';
              }}
              onDragOver={(event: DragEvent) => {
                if (!editable) return;
                event.preventDefault();
                setDragOver(index);
              }}
              onDragLeave={() => setDragOver((current) => (current === index ? null : current))}
              onDrop={(event: DragEvent) => onDrop(event, index)}
              sx={{ p: 1.5, borderColor: dragOver === index ? 'primary.main' : undefined, borderWidth: dragOver === index ? 2 : 1 }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                {editable && (
                  <Stack sx={{ alignItems: 'center' }}>
                    <Tooltip title={translate('lsm.modifierGroups.options.drag')}>
                      <DragIndicatorIcon sx={{ cursor: 'grab', mt: 1 }} data-testid="drag-handle" />
                    </Tooltip>
                    <IconButton size="small" disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={translate('lsm.modifierGroups.options.move_up', { name: option.name })}>
                      <ArrowUpwardIcon fontSize="small" />
                    </IconButton>
                    <IconButton size="small" disabled={index === fields.length - 1} onClick={() => move(index, index + 1)} aria-label={translate('lsm.modifierGroups.options.move_down', { name: option.name })}>
                      <ArrowDownwardIcon fontSize="small" />
                    </IconButton>
                  </Stack>
                )}
                {option.image && <Box component="img" src={option.image} alt="" sx={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 1, mt: 1 }} />}
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }} useFlexGap>
                    <Typography component="span" variant="body2" color="text.secondary">
                      {index + 1}.
                    </Typography>
                    <Chip size="small" variant="outlined" label={translate(option.store_item_id ? 'lsm.modifierGroups.options.store_item' : 'lsm.modifierGroups.options.free_text')} />
                    {!available && <Chip size="small" color="warning" label={translate('lsm.modifierGroups.options.unavailable')} />}
                  </Stack>
                  <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'minmax(0, 2fr) repeat(4, minmax(0, 1fr))' }, alignItems: 'start' }}>
                    <TextInput source={`options.${index}.name`} size="small" margin="none" fullWidth label="lsm.modifierGroups.options.name" isRequired helperText={false} sx={{ gridColumn: { xs: 'auto', sm: '1 / -1', lg: 'auto' } }} />
                    <NumberInput source={`options.${index}.unit_price`} size="small" margin="none" fullWidth label="lsm.modifierGroups.options.unit_price" min={0} step={0.01} helperText={false} />
                    <NumberInput source={`options.${index}.total_price`} size="small" margin="none" fullWidth label="lsm.modifierGroups.options.total_price" min={0} step={0.01} helperText={false} />
                    <NumberInput source={`options.${index}.default_qty`} size="small" margin="none" fullWidth label="lsm.modifierGroups.options.default_qty" min={0} step={1} helperText={false} />
                    <SelectInput
                      source={`options.${index}.status`} size="small" margin="none" fullWidth
                      label="lsm.modifierGroups.options.status"
                      choices={MODIFIER_OPTION_STATUSES.map((status) => ({ id: status, name: status === 'ACTIVE' ? 'lsm.modifierGroups.filters.available' : 'lsm.modifierGroups.filters.unavailable' }))}
                      helperText={false}
                    />
                  </Box>
                </Box>
                {editable && (
                  <IconButton onClick={() => remove(index)} aria-label={translate('lsm.modifierGroups.options.remove', { name: option.name })}>
                    <DeleteOutlineIcon />
                  </IconButton>
                )}
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
};
