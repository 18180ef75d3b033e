import { Link as MuiLink } from '@mui/material';
import { Link } from 'react-router-dom';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

/** "LSM" linking to the user's home: / for internal, /companies/{companyId} for a merchant. */
export const BrandLink = ({ to, color = 'inherit' }: { to: string; color?: string }) => {
  const translate = useLsmTranslate();
  return (
    <MuiLink component={Link} to={to} underline="none" color={color} variant="h6" sx={{ fontWeight: 700 }}>
      {translate('lsm.app.name')}
    </MuiLink>
  );
};
