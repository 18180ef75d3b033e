import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { OPERATING_STATUSES } from '../../../domain/channelStatus.ts';
import { useIdentifiedUser } from '../../../providers/useIdentifiedUser.ts';
import { useInternalStatusUpdate } from './useStoreStatus.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

interface InternalStatusControlProps {
  storeId: number;
  /** codename of the status set on the store, if any */
  current: string | null;
}

/** Internal users set the store's status directly (PUT /stores/{id}/internal_status). */
export const InternalStatusControl = ({ storeId, current }: InternalStatusControlProps) => {
  const translate = useLsmTranslate();
  const username = useIdentifiedUser()?.user.profile.username;
  const update = useInternalStatusUpdate(storeId);
  /** the user's pick; null shows the store's current status */
  const [picked, setPicked] = useState<string | null>(null);
  const value = picked ?? current ?? '';
  const save = () =>
    update.mutate({ storeStatus: value, cognitoId: username }, { onSuccess: () => setPicked(null) });
  return (
    <Stack component="section" aria-labelledby="internal-status-heading" spacing={1} sx={{ mt: 3 }}>
      <Typography id="internal-status-heading" variant="subtitle2" component="h4">
        {translate('lsm.store_home.internal_status.title')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={translate('lsm.store_home.internal_status.label')}
          value={value}
          onChange={(event) => setPicked(event.target.value)}
          sx={{ minWidth: 220 }}
        >
          {OPERATING_STATUSES.map((status) => (
            <MenuItem key={status.codename} value={status.codename}>
              {translate(`lsm.store_home.status.operating.${status.codename}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" disabled={value === '' || value === current || update.isPending} onClick={save}>
          {translate('lsm.store_home.internal_status.save')}
        </Button>
      </Stack>
    </Stack>
  );
};
