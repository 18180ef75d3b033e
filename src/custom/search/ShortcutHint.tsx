import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isApplePlatform } from './searchShortcut.ts';

/** "Ctrl K" (or "⌘K" on Apple devices) as a key cap; decorative, the trigger announces aria-keyshortcuts. */
export const ShortcutHint = () => {
  const translate = useTranslate();
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
