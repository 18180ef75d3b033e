import { Chip } from '@mui/material';
import type { Verification } from '../../../contract/catalogue.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

const COLOURS = { certified: 'success', enriched: 'info', unresolved: 'default' } as const;

/** Catalogue verification quality: Certified, Enriched or Unresolved. */
export const VerificationChip = ({ quality }: { quality: Verification }) => {
  const translate = useLsmTranslate();
  return <Chip size="small" variant="outlined" color={COLOURS[quality]} label={translate(`lsm.globalItems.verification.${quality}`)} />;
};
