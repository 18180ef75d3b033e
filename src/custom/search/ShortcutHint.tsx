import { Box } from '@mui/material';
import { isApplePlatform } from './searchShortcut.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

/** "Ctrl K" (or "⌘K" on Apple devices) as a key cap; decorative, the trigger announces aria-keyshortcuts. */
export const ShortcutHint = () => {
  const translate = useLsmTranslate();
  return (
    <Box
      component="kbd"
      aria-hidden
      sx={{ ml: 1, px: 0.75, border: 1, borderColor: 'currentColor', borderRadius: 1, fontSize: '0.75rem', fontFamily: 'inherit', opacity: 0.8 }}
    >
      {translate(isApplePlatform() ? 'lsm.store_search.shortcut_mac' : 'lsm.store_search.shortcut_ctrl')}
    </Box>
  );
};
