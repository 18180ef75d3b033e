import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

export const BackControl = ({ to }: { to: string }) => {
  const translate = useTranslate();
  return (
    <Button component={Link} to={to} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 2 }}>
      {translate('lsm.layout.back')}
    </Button>
  );
};
