import { Box, Chip, Typography } from '@mui/material';
import type { IdName } from '../../../contract/catalogue.ts';
import { useTags } from '../choices/useCatalogueChoices.ts';
import { IdMultiFilter } from '../../../custom/filters/IdMultiFilter.tsx';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

interface TagsFieldProps {
  /** tags are chosen on create only; afterwards they are shown */
  editable: boolean;
  selected: readonly number[];
  stored: readonly IdName[];
  onChange: (ids: number[]) => void;
}

/** The item's tags (GET /inventory/tags): chosen when the item is created, then read-only. */
export const TagsField = ({ editable, selected, stored, onChange }: TagsFieldProps) => {
  const translate = useLsmTranslate();
  const tags = useTags();
  if (editable) return <IdMultiFilter label="lsm.globalItems.form.tags" options={tags} selected={selected} onChange={onChange} />;
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {translate('lsm.globalItems.form.tags')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, my: 0.5 }}>
        {stored.map((tag) => (
          <Chip key={tag.id} size="small" label={tag.name} />
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {translate('lsm.globalItems.form.tags_on_create_only')}
      </Typography>
    </Box>
  );
};
