import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Verification } from '../../../contract/catalogue.ts';

const COLOURS = { certified: 'success', enriched: 'info', unresolved: 'default' } as const;

/** Catalogue verification quality: Certified, Enriched or Unresolved. */
export const VerificationChip = ({ quality }: { quality: Verification }) => {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={COLOURS[quality]} label={translate(`lsm.globalItems.verification.${quality}`)} />;
};
