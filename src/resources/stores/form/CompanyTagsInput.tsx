import { Box, Button, TextField } from '@mui/material';
import { useState } from 'react';
import { SelectArrayInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { raiseAlert } from '../../../custom/alert/alertStore.ts';
import type { StoreFormValues } from './storeFormValues.ts';
import { useCompanyTags } from './useCompanyTags.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

/** The store's company tags: pick from the company's tags, or add a new one (POST .../tags). */
export const CompanyTagsInput = ({ companyId, disabled }: { companyId: number | null; disabled: boolean }) => {
  const translate = useLsmTranslate();
  const { getValues, setValue } = useFormContext<StoreFormValues>();
  const { tags, addTag } = useCompanyTags(companyId);
  const [newTag, setNewTag] = useState('');
  const choices = tags.map((tag) => ({ id: tag.id, name: tag.tag_name }));

  const onAdd = async () => {
    try {
      const tag = await addTag(newTag);
      if (!tag) return;
      const selected = getValues('tag_ids') ?? [];
      if (!selected.includes(tag.id)) setValue('tag_ids', [...selected, tag.id], { shouldDirty: true });
      setNewTag('');
    } catch {
      raiseAlert({ heading: 'lsm.alerts.unable_to_update_data.heading', message: { key: 'lsm.alerts.unable_to_update_data.message' } });
    }
  };

  return (
    <Box>
      <SelectArrayInput
        source="tag_ids"
        label="lsm.companies.store_form.tags"
        choices={choices}
        translateChoice={false}
        disabled={disabled}
        sx={{ minWidth: 240 }}
      />
      {!disabled && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <TextField
            size="small"
            label={translate('lsm.companies.store_form.new_tag')}
            value={newTag}
            onChange={(event) => setNewTag(event.target.value)}
            onKeyDown={(event) => {
              // Enter adds the tag; it must not submit the store form around this field.
              if (event.key !== 'Enter') return;
              event.preventDefault();
              if (newTag.trim()) void onAdd();
            }}
          />
          <Button onClick={() => void onAdd()} disabled={!newTag.trim()}>
            {translate('lsm.companies.store_form.add_tag')}
          </Button>
        </Box>
      )}
    </Box>
  );
};
