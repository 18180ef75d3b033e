import { TextField } from '@mui/material';
import { useSyncedDraft } from '../../../custom/hooks/useSyncedDraft.ts';
import { DEFAULT_MAX_PRICE, DEFAULT_MIN_PRICE } from '../../../domain/numbers.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';
import type { LsmMessageKey } from '../../../providers/i18n/messageKeys.ts';

interface PriceRangeFilterProps {
  min: number | null;
  max: number | null;
  onChange: (range: { minPrice: number | null; maxPrice: number | null }) => void;
}

/** '' -> null (the default); a non-negative number as typed; anything else keeps the last value. */
function parsePrice(text: string, last: number | null): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 ? value : last;
}

/** Min and max price (defaults 0 and 99999); applied when the field is left or Enter is pressed. */
export const PriceRangeFilter = ({ min, max, onChange }: PriceRangeFilterProps) => {
  const translate = useLsmTranslate();
  const [minText, setMinText] = useSyncedDraft(min === null ? '' : String(min));
  const [maxText, setMaxText] = useSyncedDraft(max === null ? '' : String(max));
  const apply = () => {
    const minPrice = parsePrice(minText, min);
    const maxPrice = parsePrice(maxText, max);
    if (minPrice !== min || maxPrice !== max) onChange({ minPrice, maxPrice });
  };
  const field = (label: LsmMessageKey, value: string, set: (text: string) => void, placeholder: number) => (
    <TextField
      size="small"
      type="number"
      label={translate(label)}
      value={value}
      placeholder={String(placeholder)}
      onChange={(event) => set(event.target.value)}
      onBlur={apply}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply();
      }}
      slotProps={{ htmlInput: { min: 0, step: '0.01' }, inputLabel: { shrink: true } }}
      sx={{ width: 120 }}
    />
  );
  return (
    <>
      {field('lsm.globalItems.filters.min_price', minText, setMinText, DEFAULT_MIN_PRICE)}
      {field('lsm.globalItems.filters.max_price', maxText, setMaxText, DEFAULT_MAX_PRICE)}
    </>
  );
};
