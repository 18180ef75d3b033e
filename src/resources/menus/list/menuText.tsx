import { Box, Chip, Stack, Typography } from '@mui/material';
import type { Dsp } from '../../../contract/channels.ts';
import type { Menu } from '../../../contract/menus.ts';
import { menuHoursSummary } from '../../../domain/menuHoursSummary.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

/** Active or inactive, and the default badge. */
export const MenuBadges = ({ menu }: { menu: Menu }) => {
  const translate = useLsmTranslate();
  const active = menu.status === 'ACTIVE';
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
      <Chip size="small" color={active ? 'success' : 'default'} variant="outlined" label={translate(active ? 'lsm.menus.status.ACTIVE' : 'lsm.menus.status.INACTIVE')} />
      {menu.is_default && <Chip size="small" color="primary" label={translate('lsm.menus.default_badge')} />}
    </Stack>
  );
};

/** The channels the menu syncs to: every channel when available_channels is null or empty (spec 001 §4). */
export function channelsText(menu: Menu, partners: readonly Dsp[], allChannels: string): string {
  if (!menu.available_channels || menu.available_channels.length === 0) return allChannels;
  return menu.available_channels.map((id) => partners.find((partner) => partner.id === id)?.name ?? `#${id}`).join(', ');
}

/** The hours column: runs of days with their slots, one a line. */
export const MenuHoursText = ({ menu }: { menu: Menu }) => {
  const translate = useLsmTranslate();
  const parts = menuHoursSummary(menu.menu_hours);
  if (parts.length === 0) return <Typography variant="body2" color="text.secondary">{translate('lsm.menus.no_hours')}</Typography>;
  return (
    <Stack spacing={0.25}>
      {parts.map((part) => (
        <Typography key={part.days} variant="body2">
          <b>{part.days}</b>{' '}
          {part.slots.split(', ').map((slot) => (
            <Box component="span" key={slot} sx={{ whiteSpace: 'nowrap', display: 'inline-block', mr: 0.5 }}>
              {slot}
            </Box>
          ))}
        </Typography>
      ))}
    </Stack>
  );
};
