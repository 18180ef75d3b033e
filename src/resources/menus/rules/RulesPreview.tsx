import { Alert, Box, Chip, LinearProgress, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { RULES_PREVIEW_ITEMS, type MenuItemSummary, type MenuRulesPreviewAnswer } from '../../../contract/menus.ts';
import { formatPrice } from '../../../domain/numbers.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

interface RulesPreviewProps {
  preview: MenuRulesPreviewAnswer | undefined;
  updating: boolean;
  failure: string | null;
}

const ItemLine = ({ item }: { item: MenuItemSummary }) => (
  <ListItem disableGutters dense>
    <ListItemText
      primary={item.name}
      secondary={[item.category, formatPrice(item.price)].filter(Boolean).join(' · ')}
      slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
    />
  </ListItem>
);

/**
 * The live preview of the rules being edited: "N items will be on this menu", the first 20 by name, and
 * what changes against the saved menu (+added, −removed, with a few of each).
 */
export const RulesPreview = ({ preview, updating, failure }: RulesPreviewProps) => {
  const translate = useLsmTranslate();
  return (
    <Paper variant="outlined" component="aside" aria-label={translate('lsm.menus.preview.title')} sx={{ p: 2, position: { lg: 'sticky' }, top: { lg: 0 } }}>
      <Typography variant="overline" color="text.secondary">
        {translate('lsm.menus.preview.title')}
      </Typography>
      <Box sx={{ height: 4, mb: 1 }}>{updating && <LinearProgress aria-label={translate('lsm.menus.preview.updating')} />}</Box>
      {failure && <Alert severity="warning">{translate('lsm.menus.preview.failed', { message: failure })}</Alert>}
      {preview && (
        <>
          <Typography variant="h6" component="p" role="status" aria-live="polite">
            {translate('lsm.menus.preview.count', { smart_count: preview.menu_item_count })}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ my: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <Chip size="small" color="success" variant={preview.added_count > 0 ? 'filled' : 'outlined'} label={translate('lsm.menus.preview.added', { count: preview.added_count })} />
            <Chip size="small" color="error" variant={preview.removed_count > 0 ? 'filled' : 'outlined'} label={translate('lsm.menus.preview.removed', { count: preview.removed_count })} />
            <Typography variant="caption" color="text.secondary">
              {translate('lsm.menus.preview.against_saved')}
            </Typography>
          </Stack>
          {preview.added.length > 0 && (
            <Box aria-label={translate('lsm.menus.preview.added', { count: preview.added_count })} role="group">
              {preview.added.map((item) => (
                <Typography key={item.id} variant="body2" sx={{ color: 'success.dark', overflowWrap: 'anywhere' }}>
                  + {item.name}
                </Typography>
              ))}
            </Box>
          )}
          {preview.removed.length > 0 && (
            <Box aria-label={translate('lsm.menus.preview.removed', { count: preview.removed_count })} role="group" sx={{ mt: 0.5 }}>
              {preview.removed.map((item) => (
                <Typography key={item.id} variant="body2" sx={{ color: 'error.dark', overflowWrap: 'anywhere' }}>
                  − {item.name}
                </Typography>
              ))}
            </Box>
          )}
          {preview.items.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {translate('lsm.menus.preview.none')}
            </Typography>
          ) : (
            <>
              <Typography variant="subtitle2" sx={{ mt: 1.5 }}>
                {translate('lsm.menus.preview.first', { count: Math.min(RULES_PREVIEW_ITEMS, preview.items.length) })}
              </Typography>
              <List dense aria-label={translate('lsm.menus.preview.first', { count: Math.min(RULES_PREVIEW_ITEMS, preview.items.length) })}>
                {preview.items.map((item) => (
                  <ItemLine key={item.id} item={item} />
                ))}
              </List>
            </>
          )}
        </>
      )}
    </Paper>
  );
};
