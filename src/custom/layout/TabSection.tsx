import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { LsmMessageKey } from '../../providers/i18n/messageKeys.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

/** The frame of a tab body: the tab's heading, then its content. */
export const TabSection = ({ title, children }: { title: LsmMessageKey; children?: ReactNode }) => {
  const translate = useLsmTranslate();
  return (
    <Box component="section">
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
};
