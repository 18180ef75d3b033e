import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { MenuDiff } from '../../contract/channels.ts';
import { DATE_TIME_DISPLAY_FORMAT, DAY_NAMES } from '../../domain/time.ts';
import { useLsmDataProvider } from '../../providers/useLsmDataProvider.ts';
import { dollars } from './money.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

interface PushDialogProps {
  storeId: number;
  partnerId: number;
  partnerName: string;
  busy: boolean;
  onPush: () => void;
  onClose: () => void;
}

const COUNT_KEYS = ['items_added', 'items_removed', 'price_changes', 'name_changes', 'hours_changes', 'menus_added', 'menus_removed'] as const;

const DiffLines = ({ diff }: { diff: MenuDiff }) => {
  const translate = useLsmTranslate();
  const lines = [
    ...diff.menus_added.map((name) => `+ ${name}`),
    ...diff.menus_removed.map((name) => `− ${name}`),
    ...diff.items_added.map((item) => `+ ${item.name} (${dollars(item.price_cents)})`),
    ...diff.items_removed.map((item) => `− ${item.name}`),
    ...diff.price_changes.map((change) =>
      translate('lsm.channels.push.price_change', { name: change.name, from: dollars(change.from_cents), to: dollars(change.to_cents) }),
    ),
    ...diff.name_changes.map((change) => `${change.from} → ${change.to}`),
    ...diff.hours_changes.map((change) =>
      translate('lsm.channels.push.hours_change', { menu: change.menu, day: DAY_NAMES[change.day_of_week], from: change.from || '—', to: change.to || '—' }),
    ),
  ];
  return (
    <List dense aria-label={translate('lsm.channels.push.title', { partner: diff.partner_name })}>
      {lines.map((line, index) => (
        <ListItem key={index} disableGutters sx={{ overflowWrap: 'anywhere' }}>
          {line}
        </ListItem>
      ))}
    </List>
  );
};

/** Shows what the partner will see change against what it last accepted, then pushes on confirmation. */
export const PushDialog = ({ storeId, partnerId, partnerName, busy, onPush, onClose }: PushDialogProps) => {
  const translate = useLsmTranslate();
  const dataProvider = useLsmDataProvider();
  const { data: diff, error } = useQuery({
    queryKey: ['menu-diff', storeId, partnerId],
    queryFn: () => dataProvider.getMenuDiff(storeId, partnerId),
    gcTime: 0,
  });
  const titleId = `push-dialog-${partnerName}`;
  const total = diff ? COUNT_KEYS.reduce((sum, key) => sum + diff.counts[key], 0) : 0;

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{translate('lsm.channels.push.title', { partner: partnerName })}</DialogTitle>
      <DialogContent>
        {error && <Alert severity="error">{error.message}</Alert>}
        {!diff && !error && <Typography>{translate('lsm.channels.push.loading_diff', { partner: partnerName })}</Typography>}
        {diff && (
          <>
            <Typography sx={{ mb: 1 }}>
              {diff.last_accepted_at
                ? translate('lsm.channels.push.last_accepted', { partner: partnerName, time: dayjs(diff.last_accepted_at).format(DATE_TIME_DISPLAY_FORMAT) })
                : translate('lsm.channels.push.never_accepted', { partner: partnerName })}
            </Typography>
            {total === 0 ? (
              <Typography>{translate('lsm.channels.push.no_changes')}</Typography>
            ) : (
              <Box component="ul" sx={{ pl: 2, my: 1 }} data-testid="diff-counts">
                {COUNT_KEYS.filter((key) => diff.counts[key] > 0).map((key) => (
                  <li key={key}>{translate(`lsm.channels.push.counts.${key}`, { count: diff.counts[key] })}</li>
                ))}
              </Box>
            )}
            <DiffLines diff={diff} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('lsm.channels.partners.cancel')}
        </Button>
        <Button variant="contained" onClick={onPush} disabled={busy || (!diff && !error)}>
          {translate('lsm.channels.push.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
