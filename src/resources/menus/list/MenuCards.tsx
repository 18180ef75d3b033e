import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Box, Card, CardActionArea, CardContent, IconButton, Stack, Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import type { Menu } from '../../../contract/menus.ts';
import type { MenuRowsProps } from './MenuTable.tsx';
import { channelsText, MenuBadges, MenuHoursText } from './menuText.tsx';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

/** The menu list below 768 px: one card a menu, the same facts as the table's columns. */
export const MenuCards = ({ partners, canEdit, onOpen, onDelete }: MenuRowsProps) => {
  const translate = useLsmTranslate();
  const { data, isPending } = useListContext<Menu>();
  if (isPending) return null;
  if (!data || data.length === 0) return <Typography sx={{ py: 2 }}>{translate('lsm.menus.list.empty')}</Typography>;
  return (
    <Stack spacing={1.5} role="list">
      {data.map((menu) => (
        <Card key={menu.id} variant="outlined" role="listitem" sx={{ position: 'relative' }}>
          <CardActionArea onClick={() => onOpen(menu)} aria-label={translate('lsm.menus.list.open', { name: menu.menu_name })}>
            <CardContent sx={{ pr: canEdit ? 6 : 2 }}>
              <Typography variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {menu.menu_name}
              </Typography>
              <Box sx={{ my: 0.5 }}>
                <MenuBadges menu={menu} />
              </Box>
              <Typography variant="body2" color="text.secondary">
                {channelsText(menu, partners, translate('lsm.menus.all_channels'))}
              </Typography>
              <Typography variant="body2" sx={{ my: 0.5 }}>
                {[
                  translate('lsm.menus.counts.menu_items', { count: menu.menu_item_count }),
                  translate('lsm.menus.counts.store_items', { count: menu.store_item_count }),
                  translate('lsm.menus.counts.categories', { count: menu.unique_category_count }),
                  translate('lsm.menus.counts.modifier_items', { count: menu.modifier_item_count }),
                ].join(' · ')}
              </Typography>
              <MenuHoursText menu={menu} />
            </CardContent>
          </CardActionArea>
          {canEdit && (
            <IconButton
              size="small"
              aria-label={translate('lsm.menus.delete', { name: menu.menu_name })}
              onClick={() => onDelete(menu)}
              sx={{ position: 'absolute', top: 8, right: 8 }}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          )}
        </Card>
      ))}
    </Stack>
  );
};
