import { Avatar, Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface SidebarHeaderProps {
  title: string;
  subtitle?: ReactNode;
  avatar?: ReactNode;
  children?: ReactNode;
}

const TITLE_SX = {
  fontWeight: 600,
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
} as const;

/** The entity summary at the top of a detail sidebar. */
export const SidebarHeader = ({ title, subtitle, avatar, children }: SidebarHeaderProps) => (
  <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      {avatar ?? <Avatar>{title.charAt(0)}</Avatar>}
      <Box sx={{ minWidth: 0 }}>
        {/* A long name wraps to a second line (the 1024 px sidebar is narrow); only beyond two lines is it cut, the whole name in the tooltip. */}
        <Typography variant="subtitle1" component="p" title={title} sx={TITLE_SX}>
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
