import KeyboardIcon from '@mui/icons-material/Keyboard';
import { Box, Typography } from '@mui/material';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

const KEYS = ['move', 'accept', 'reject', 'search', 'unlink'] as const;

/** The review keys, shown where a keyboard is likely (hidden on phones). */
export const KeyboardLegend = () => {
  const translate = useLsmTranslate();
  return (
    <Box
      aria-label={translate('lsm.matching.keyboard.title')}
      role="note"
      sx={{ display: { xs: 'none', md: 'flex' }, flexWrap: 'wrap', alignItems: 'center', gap: 1.5, color: 'text.secondary' }}
    >
      <KeyboardIcon fontSize="small" />
      {KEYS.map((key) => (
        <Typography key={key} variant="caption">
          {translate(`lsm.matching.keyboard.${key}`)}
        </Typography>
      ))}
    </Box>
  );
};
