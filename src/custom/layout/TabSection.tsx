import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { LsmMessageKey } from '../../providers/i18n/messageKeys.ts';

/** The frame of a tab body: the tab's heading, then its content. */
export const TabSection = ({ title, children }: { title: LsmMessageKey; children?: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box component="section">
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
};
