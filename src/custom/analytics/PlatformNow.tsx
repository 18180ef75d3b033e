import { Box, Card, CardContent, Chip, CircularProgress, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import type { PlatformNowAnswer } from '../../contract/orders.ts';
import { useLsmDataProvider } from '../../providers/useLsmDataProvider.ts';
import { retryServerFailures, useFailureAlert } from '../../resources/stores/home/useFailureAlert.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

const STATUS_COLOURS = { accepting: 'success.main', paused: 'warning.main', offline: 'text.secondary', integration_failure: 'error.main', closed: 'text.primary' } as const;

/** Internal Home's first row: stores by operating status across every company, and the stores needing attention. */
export const PlatformNow = () => {
  const translate = useLsmTranslate();
  const dataProvider = useLsmDataProvider();
  const { data, error } = useQuery({ queryKey: ['analytics', 'platform-now'], queryFn: () => dataProvider.getPlatformNow(), retry: retryServerFailures, refetchInterval: 60_000 });
  useFailureAlert(error, 'unable_to_fetch_data');
  if (!data) return <CircularProgress aria-label={translate('lsm.analytics.loading')} />;
  return (
    <Stack spacing={2}>
      <Box component="section" aria-label={translate('lsm.analytics.home.statuses')} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(5, minmax(0, 1fr))' } }}>
        {data.statuses.map(({ status, stores }) => (
          <Card key={status} variant="outlined">
            <CardContent>
              <Typography variant="h4" component="p" sx={{ color: STATUS_COLOURS[status] }}>
                {stores}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate(`lsm.analytics.status.${status}`)}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
      <AttentionList rows={data.attention} />
    </Stack>
  );
};

const AttentionList = ({ rows }: { rows: PlatformNowAnswer['attention'] }) => {
  const translate = useLsmTranslate();
  return (
    <Card component="section" variant="outlined" aria-labelledby="attention-heading">
      <CardContent>
        <Typography id="attention-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('lsm.analytics.home.attention', { smart_count: rows.length })}
        </Typography>
        {rows.length === 0 && <Typography color="text.secondary">{translate('lsm.analytics.home.attention_empty')}</Typography>}
        <List dense disablePadding>
          {rows.map((row, k) => (
            <ListItem key={`${row.reason}-${row.store_id}-${k}`} disableGutters divider sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Chip size="small" color={row.reason === 'integration_failure' || row.reason === 'failed_menu_push' ? 'error' : 'warning'} label={translate(`lsm.analytics.reasons.${row.reason}`)} />
              <ListItemText
                sx={{ minWidth: 0 }}
                primary={
                  <Link component={RouterLink} to={`/stores/${row.store_id}`}>
                    {row.store_name}
                  </Link>
                }
                secondary={`${row.company_name} · ${row.detail}`}
                slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};
