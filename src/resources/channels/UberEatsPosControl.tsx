import { FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { HttpError } from '../../providers/http.ts';
import { useLsmDataProvider } from '../../providers/useLsmDataProvider.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

/** UberEats's POS integration: its status (GET pos-integration-status) and, with edit rights, the switch. */
export const UberEatsPosControl = ({ storeId, canEdit }: { storeId: number; canEdit: boolean }) => {
  const translate = useLsmTranslate();
  const notify = useNotify();
  const dataProvider = useLsmDataProvider();
  const queryClient = useQueryClient();
  const queryKey = ['pos-integration-status', storeId, 'UberEats'];
  const { data: status } = useQuery({ queryKey, queryFn: () => dataProvider.getPosIntegrationStatus(storeId, 'UberEats') });
  const change = useMutation({
    mutationFn: (enabled: boolean) => dataProvider.setUberEatsPos(storeId, enabled),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKey, answer);
      void queryClient.invalidateQueries({ queryKey: ['store-partners'] });
      notify(answer.pos_enabled ? 'lsm.channels.partners.pos.turned_on' : 'lsm.channels.partners.pos.turned_off', { type: 'success' });
    },
    onError: (error) => notify(error instanceof HttpError && error.serverMessage ? error.serverMessage : 'lsm.channels.errors.generic', { type: 'error' }),
  });
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <FormControlLabel
        control={
          <Switch
            checked={status?.pos_enabled ?? false}
            disabled={!canEdit || !status || change.isPending}
            onChange={(event) => change.mutate(event.target.checked)}
          />
        }
        label={translate('lsm.channels.partners.pos.label')}
      />
      {status && (
        <Typography variant="body2" color="text.secondary" data-testid="pos-status">
          {translate('lsm.channels.partners.pos.status', { status: status.status })}
        </Typography>
      )}
    </Stack>
  );
};
