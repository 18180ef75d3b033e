import { Button, CircularProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { CHANNEL_NAMES, type ChannelName } from '../../../domain/channelStatus.ts';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';
import { alertFailure } from '../../../custom/alert/alertFailure.ts';
import { HomeCard } from './HomeCard.tsx';
import { retryServerFailures, useFailureAlert } from './useFailureAlert.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';
import { messageKeyOf } from '../../../providers/i18n/messageKeys.ts';

/** While onboarding is requested, in progress or completed, asking again makes no sense (the server refuses). */
const UNDER_WAY = ['requested', 'in_progress', 'completed'];
const day = (instant: string) => dayjs(instant).format('MMM D, YYYY');

interface OnboardingSectionProps {
  storeId: number;
  /** lm_edit_channel_settings: request onboarding */
  canRequest: boolean;
}

/** Onboarding status per channel and the store's requests; a new request with POST /stores/onboarding/{id}. */
export const OnboardingSection = ({ storeId, canRequest }: OnboardingSectionProps) => {
  const translate = useLsmTranslate();
  const dataProvider = useLsmDataProvider();
  const queryClient = useQueryClient();
  const statusesKey = ['stores', storeId, 'onboarding', 'statuses'];
  const requestsKey = ['stores', storeId, 'onboarding', 'requests'];
  const statuses = useQuery({ queryKey: statusesKey, queryFn: () => dataProvider.getOnboardingStatuses(storeId), retry: retryServerFailures });
  const requests = useQuery({ queryKey: requestsKey, queryFn: () => dataProvider.getOnboardingRequests(storeId), retry: retryServerFailures });
  useFailureAlert(statuses.error, 'unable_to_fetch_store_onboarding_statuses');
  useFailureAlert(requests.error, 'unable_to_fetch_store_onboarding_requests');
  const create = useMutation({
    mutationFn: (partner: ChannelName) => dataProvider.createOnboardingRequest(storeId, partner),
    onError: (error) => alertFailure('unable_to_create_store_onboarding_request', error),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: statusesKey }), queryClient.invalidateQueries({ queryKey: requestsKey })]),
  });
  const statusLabel = (status: string) =>
    translate(messageKeyOf('lsm.store_home.onboarding.statuses', status), { _: status });

  if (!statuses.data || !requests.data) {
    return (
      <HomeCard id="onboarding" title="lsm.store_home.onboarding.title">
        <CircularProgress aria-label={translate('lsm.store_home.onboarding.loading')} />
      </HomeCard>
    );
  }
  return (
    <HomeCard id="onboarding" title="lsm.store_home.onboarding.title">
      <Table size="small" aria-label={translate('lsm.store_home.onboarding.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('lsm.store_home.onboarding.channel')}</TableCell>
            <TableCell>{translate('lsm.store_home.onboarding.status')}</TableCell>
            <TableCell>{translate('lsm.store_home.onboarding.updated')}</TableCell>
            {canRequest && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {CHANNEL_NAMES.map((partner) => {
            const row = statuses.data.find((status) => status.partner_name === partner);
            return (
              <TableRow key={partner}>
                <TableCell>{partner}</TableCell>
                <TableCell>{row ? statusLabel(row.status) : translate('lsm.store_home.onboarding.not_requested')}</TableCell>
                <TableCell>{row ? day(row.updated_at) : ''}</TableCell>
                {canRequest && (
                  <TableCell align="right">
                    {!(row && UNDER_WAY.includes(row.status)) && (
                      <Button
                        size="small"
                        disabled={create.isPending}
                        aria-label={translate('lsm.store_home.onboarding.request_for', { channel: partner })}
                        onClick={() => create.mutate(partner)}
                      >
                        {translate('lsm.store_home.onboarding.request')}
                      </Button>
                    )}
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <Typography variant="subtitle2" component="h4" sx={{ mt: 3, mb: 1 }}>
        {translate('lsm.store_home.onboarding.requests')}
      </Typography>
      {requests.data.length === 0 ? (
        <Typography color="text.secondary">{translate('lsm.store_home.onboarding.no_requests')}</Typography>
      ) : (
        <Table size="small" aria-label={translate('lsm.store_home.onboarding.requests')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('lsm.store_home.onboarding.channel')}</TableCell>
              <TableCell>{translate('lsm.store_home.onboarding.status')}</TableCell>
              <TableCell>{translate('lsm.store_home.onboarding.requested_on')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {requests.data.map((request) => (
              <TableRow key={request.id}>
                <TableCell>{request.partner_name}</TableCell>
                <TableCell>{statusLabel(request.status)}</TableCell>
                <TableCell>{day(request.created_at)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </HomeCard>
  );
};
