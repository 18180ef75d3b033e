import { Link, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLsmDataProvider } from '../../providers/useLsmDataProvider.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

/** The partner's storefront of what it last accepted (menu-details web_url), or that it holds no menu. */
export const MenuDetailsLink = ({ storeId, partnerId, partnerName }: { storeId: number; partnerId: number; partnerName: string }) => {
  const translate = useLsmTranslate();
  const dataProvider = useLsmDataProvider();
  const { data } = useQuery({
    queryKey: ['menu-details', storeId, partnerId],
    queryFn: () => dataProvider.getMenuDetails(storeId, partnerId),
  });
  if (!data) return null;
  if (data.has_menus && data.web_url) {
    return (
      <Link href={data.web_url} target="_blank" rel="noopener noreferrer">
        {translate('lsm.channels.partners.view_menu', { partner: partnerName })}
      </Link>
    );
  }
  return (
    <Typography variant="body2" color="text.secondary">
      {translate('lsm.channels.partners.no_menu', { partner: partnerName })}
    </Typography>
  );
};
