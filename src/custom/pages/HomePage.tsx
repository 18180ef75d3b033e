import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageFrame } from '../layout/PageFrame.tsx';
import { useIdentifiedUser } from '../../providers/useIdentifiedUser.ts';

/** / (internal): Home with a welcome by first name. */
export const HomePage = () => {
  const translate = useTranslate();
  const firstName = useIdentifiedUser()?.user.profile.firstName ?? '';
  return (
    <PageFrame title="lsm.pages.home">
      <Typography>{translate('lsm.app.welcome', { firstName })}</Typography>
    </PageFrame>
  );
};
