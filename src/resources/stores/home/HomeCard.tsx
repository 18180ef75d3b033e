import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { LsmMessageKey } from '../../../providers/i18n/messageKeys.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

interface HomeCardProps {
  /** a stable id for the heading, so the card is a region named by it */
  id: string;
  title: LsmMessageKey;
  /** shown beside the title, e.g. a count */
  aside?: ReactNode;
  children: ReactNode;
}

/** One part of the store Home tab: an outlined card whose heading names it. */
export const HomeCard = ({ id, title, aside, children }: HomeCardProps) => {
  const translate = useLsmTranslate();
  return (
    <Card component="section" variant="outlined" aria-labelledby={`${id}-heading`}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 2 }}>
          <Typography id={`${id}-heading`} variant="h6" component="h3">
            {translate(title)}
          </Typography>
          {aside}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
};
