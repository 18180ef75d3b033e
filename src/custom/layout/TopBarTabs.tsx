import { Tab, Tabs } from '@mui/material';
import { Link, useLocation } from 'react-router-dom';
import { useIsMobile } from './useIsMobile.ts';
import { navigationOf } from './pages.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

const TOP_BAR_TABS = navigationOf('INTERNAL');

/** Internal users' top-level tabs, from the page table: Companies, Reports, Items (sharing the full width below 768 px). */
export const TopBarTabs = () => {
  const translate = useLsmTranslate();
  const { pathname } = useLocation();
  const isMobile = useIsMobile();
  const active = TOP_BAR_TABS.find((tab) => pathname === tab.path || pathname.startsWith(`${tab.path}/`));
  return (
    <Tabs
      value={active?.path ?? false}
      variant={isMobile ? 'fullWidth' : 'standard'}
      textColor="inherit"
      indicatorColor="secondary"
      aria-label={translate('lsm.layout.main_navigation')}
    >
      {TOP_BAR_TABS.map((tab) => (
        <Tab key={tab.path} value={tab.path} label={translate(tab.label)} component={Link} to={tab.path} />
      ))}
    </Tabs>
  );
};
