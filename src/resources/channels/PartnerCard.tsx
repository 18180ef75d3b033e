import { Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { Dsp, StorePartner } from '../../contract/channels.ts';
import type { UnsyncCounts } from '../../providers/data/storeHome.ts';
import { LinkFormDialog } from './LinkFormDialog.tsx';
import { MenuDetailsLink } from './MenuDetailsLink.tsx';
import { PushDialog } from './PushDialog.tsx';
import { UberEatsPosControl } from './UberEatsPosControl.tsx';
import { UnlinkDialog } from './UnlinkDialog.tsx';
import type { PushTracker } from './usePushTracker.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

type UnsyncEntry = UnsyncCounts['partners'][number];

interface PartnerCardProps {
  storeId: number;
  partner: Dsp;
  link: StorePartner | undefined;
  unsync: UnsyncEntry | undefined;
  canEdit: boolean;
  tracker: PushTracker;
}

type Open = 'form' | 'unlink' | 'push' | null;

const LinkSummary = ({ link }: { link: StorePartner }) => {
  const translate = useLsmTranslate();
  const onOff = (on: boolean) => translate(on ? 'lsm.channels.partners.summary.on' : 'lsm.channels.partners.summary.off');
  const parts = [
    `${translate('lsm.channels.partners.summary.orders')} ${onOff(link.orderEnabled)}`,
    `${translate('lsm.channels.partners.summary.menu')} ${onOff(link.menuEnabled)}`,
    link.upcharge > 0 ? translate('lsm.channels.partners.summary.upcharge', { value: link.upcharge }) : null,
    link.deliveryUpcharge > 0 ? translate('lsm.channels.partners.summary.delivery_upcharge', { value: link.deliveryUpcharge }) : null,
    link.pickupUpcharge > 0 ? translate('lsm.channels.partners.summary.pickup_upcharge', { value: link.pickupUpcharge }) : null,
  ].filter((part) => part !== null);
  return (
    <Typography variant="body2" color="text.secondary">
      {parts.join(' · ')}
    </Typography>
  );
};

const UnsyncText = ({ unsync }: { unsync: UnsyncEntry }) => {
  const translate = useLsmTranslate();
  const text = unsync.never_pushed
    ? translate('lsm.channels.push.never_pushed')
    : unsync.unsync_count === 0
      ? translate('lsm.channels.push.up_to_date')
      : unsync.count_exact
        ? translate('lsm.channels.push.unsynced', { smart_count: unsync.unsync_count })
        : translate('lsm.channels.push.unsynced_more');
  return (
    <Typography variant="body2" data-testid="unsync">
      {text}
    </Typography>
  );
};

/** One partner of the directory: linked or not, its link's settings, POS, menu storefront and push. */
export const PartnerCard = ({ storeId, partner, link, unsync, canEdit, tracker }: PartnerCardProps) => {
  const translate = useLsmTranslate();
  const [open, setOpen] = useState<Open>(null);
  const [pushing, setPushing] = useState(false);
  const close = () => setOpen(null);
  const titleId = `partner-card-${partner.id}`;

  const push = async () => {
    setPushing(true);
    const started = await tracker.push(partner.id, partner.name);
    setPushing(false);
    if (started) close();
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography id={titleId} variant="h6" component="h3">
            {partner.name}
          </Typography>
          <Chip size="small" color={link ? 'success' : 'default'} label={translate(link ? 'lsm.channels.partners.linked' : 'lsm.channels.partners.not_linked')} />
        </Stack>
        {link && (
          <Stack spacing={1}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {link.partnerStoreId
                ? translate('lsm.channels.partners.partner_store_id', { partner: partner.name, id: link.partnerStoreId })
                : translate('lsm.channels.partners.no_partner_store_id', { partner: partner.name })}
            </Typography>
            <LinkSummary link={link} />
            {unsync && link.menuEnabled && <UnsyncText unsync={unsync} />}
            <MenuDetailsLink storeId={storeId} partnerId={partner.id} partnerName={partner.name} />
            {partner.name === 'UberEats' && <UberEatsPosControl storeId={storeId} canEdit={canEdit} />}
          </Stack>
        )}
      </CardContent>
      {canEdit && (
        <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {link ? (
            <>
              <Button variant="contained" onClick={() => setOpen('push')} disabled={!link.menuEnabled || tracker.pending.has(partner.id)}>
                {translate('lsm.channels.push.button')}
              </Button>
              <Button onClick={() => setOpen('form')}>{translate('lsm.channels.partners.edit')}</Button>
              <Button color="error" onClick={() => setOpen('unlink')}>
                {translate('lsm.channels.partners.unlink')}
              </Button>
            </>
          ) : (
            <Button variant="contained" onClick={() => setOpen('form')}>
              {translate('lsm.channels.partners.link')}
            </Button>
          )}
          {link && !link.menuEnabled && (
            <Box component="span" sx={{ typography: 'caption', color: 'text.secondary' }}>
              {translate('lsm.channels.push.menu_off')}
            </Box>
          )}
        </CardActions>
      )}
      {open === 'form' && <LinkFormDialog storeId={storeId} partnerName={partner.name} link={link} onClose={close} />}
      {open === 'unlink' && link && <UnlinkDialog link={link} onClose={close} />}
      {open === 'push' && (
        <PushDialog storeId={storeId} partnerId={partner.id} partnerName={partner.name} busy={pushing} onPush={() => void push()} onClose={close} />
      )}
    </Card>
  );
};
