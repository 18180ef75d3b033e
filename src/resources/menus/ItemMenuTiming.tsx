import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { menuHoursSummary } from '../../domain/menuHoursSummary.ts';
import { menuTiming } from '../../domain/menus.ts';
import { useLsmDataProvider } from '../../providers/useLsmDataProvider.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

/**
 * When an item is sold (spec 001 §3 "menu timing"): the union of the hours of its active menus, from
 * GET /stores/{id}/menu/timing?menu_ids. Shown in the inventory item dialog under the item's menus.
 */
export const ItemMenuTiming = ({ storeId, menuIds }: { storeId: number; menuIds: readonly number[] }) => {
  const translate = useLsmTranslate();
  const dataProvider = useLsmDataProvider();
  const ids = [...menuIds].sort((a, b) => a - b);
  const timing = useQuery({
    queryKey: ['menu-timing', storeId, ids],
    queryFn: () => dataProvider.getMenuTiming(storeId, ids),
    enabled: ids.length > 0,
    retry: false,
  });
  if (ids.length === 0 || !timing.data) return null;
  const week = menuTiming(timing.data.filter((menu) => menu.status === 'ACTIVE').map((menu) => menu.menu_hours));
  const parts = menuHoursSummary(week.flatMap((slots, day) => slots.map((slot) => ({ ...slot, day_of_week: day }))));
  return (
    <Box role="group" aria-label={translate('lsm.menus.timing.title')}>
      <Typography variant="subtitle2">{translate('lsm.menus.timing.title')}</Typography>
      {parts.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('lsm.menus.timing.never')}
        </Typography>
      ) : (
        parts.map((part) => (
          <Typography key={part.days} variant="body2">
            <b>{part.days}</b> {part.slots}
          </Typography>
        ))
      )}
    </Box>
  );
};
