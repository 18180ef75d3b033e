import { Avatar, Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface SidebarHeaderProps {
  title: string;
  subtitle?: ReactNode;
  avatar?: ReactNode;
  children?: ReactNode;
}

/** The entity summary at the top of a detail sidebar. */
export const SidebarHeader = ({ title, subtitle, avatar, children }: SidebarHeaderProps) => (
  <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      {avatar ?? <Avatar>{title.charAt(0)}</Avatar>}
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle1" component="p" noWrap sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary" component="div" noWrap>
            {subtitle}
          </Typography>
        )}
      </Box>
    </Box>
    {children}
  </Box>
);
