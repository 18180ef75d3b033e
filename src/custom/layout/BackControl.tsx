import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

export const BackControl = ({ to }: { to: string }) => {
  const translate = useLsmTranslate();
  return (
    <Button component={Link} to={to} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 2 }}>
      {translate('lsm.layout.back')}
    </Button>
  );
};
