import { Alert, Box, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { FeePreview } from '../../contract/channels.ts';
import { useIsMobile } from '../../custom/layout/useIsMobile.ts';
import { toCents } from '../../domain/fees.ts';
import { useLsmDataProvider } from '../../providers/useLsmDataProvider.ts';
import { dollars } from './money.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

const PREVIEW_ITEMS = 10;
type PreviewItem = FeePreview['items'][number];
type PreviewPrice = PreviewItem['prices'][number];

const PriceText = ({ price }: { price: PreviewPrice }) => {
  const translate = useLsmTranslate();
  return (
    <Box data-testid={`price-${price.partner_name}`}>
      <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
        {dollars(price.price_cents)}
      </Typography>
      {price.pickup_price_cents !== price.price_cents && (
        <Typography variant="caption" component="div" color="text.secondary">
          {translate('lsm.channels.fees.pickup', { price: dollars(price.pickup_price_cents) })}
        </Typography>
      )}
      {price.fee_rule_id !== null && (
        <Typography variant="caption" component="div" color="text.secondary">
          {translate('lsm.channels.fees.rule', { id: price.fee_rule_id })}
        </Typography>
      )}
    </Box>
  );
};

/** For a handful of the store's items, the price each linked partner receives (GET fee-preview). */
export const FeePreviewTable = ({ storeId }: { storeId: number }) => {
  const translate = useLsmTranslate();
  const isMobile = useIsMobile();
  const dataProvider = useLsmDataProvider();
  const { data, error } = useQuery({ queryKey: ['fee-preview', storeId], queryFn: () => dataProvider.getFeePreview(storeId, PREVIEW_ITEMS) });
  if (error) return <Alert severity="error">{translate('lsm.channels.errors.generic')}</Alert>;
  if (!data) return null;
  if (data.items.length === 0) return <Typography color="text.secondary">{translate('lsm.channels.fees.preview_empty')}</Typography>;
  const partners = data.items[0]?.prices.map((price) => ({ id: price.partner_id, name: price.partner_name })) ?? [];
  if (partners.length === 0) return <Typography color="text.secondary">{translate('lsm.channels.fees.no_partners')}</Typography>;
  const priceFor = (item: PreviewItem, partnerId: number) => item.prices.find((price) => price.partner_id === partnerId);

  if (isMobile) {
    return (
      <Stack spacing={1}>
        {data.items.map((item) => (
          <Card variant="outlined" key={item.id} component="section" aria-label={item.name}>
            <CardContent>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {translate('lsm.channels.fees.price')}: {dollars(toCents(item.price))}
              </Typography>
              {partners.map((partner) => {
                const price = priceFor(item, partner.id);
                return (
                  <Stack key={partner.id} direction="row" spacing={1} sx={{ justifyContent: 'space-between', borderTop: 1, borderColor: 'divider', py: 0.5 }}>
                    <Typography variant="body2">{partner.name}</Typography>
                    {price && <PriceText price={price} />}
                  </Stack>
                );
              })}
            </CardContent>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('lsm.channels.fees.preview_title')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('lsm.channels.fees.item')}</TableCell>
            <TableCell>{translate('lsm.channels.fees.price')}</TableCell>
            {partners.map((partner) => (
              <TableCell key={partner.id}>{partner.name}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.items.map((item) => (
            <TableRow key={item.id}>
              <TableCell>
                {item.name}
                {item.category && (
                  <Typography variant="caption" component="div" color="text.secondary">
                    {item.category}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{dollars(toCents(item.price))}</TableCell>
              {partners.map((partner) => {
                const price = priceFor(item, partner.id);
                return <TableCell key={partner.id}>{price && <PriceText price={price} />}</TableCell>;
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
