import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminContext, CoreAdminUI, CustomRoutes, Error as ErrorPage, I18nContext, memoryStore, Notification, Resource } from 'react-admin';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AlertDialog } from './custom/alert/AlertDialog.tsx';
import { AppLayout } from './custom/layout/AppLayout.tsx';
import { PleaseWait } from './custom/layout/PleaseWait.tsx';
import { GlobalLoadingOverlay } from './custom/loading/GlobalLoadingOverlay.tsx';
import { routesWithLayout, routesWithoutLayout } from './custom/routes/appRoutes.tsx';
import { appStyleCache } from './custom/styles/appStyleCache.ts';
import { authProvider } from './providers/authProvider.ts';
import { dataProvider } from './providers/dataProvider.ts';
import { i18nProvider } from './providers/i18n/i18nProvider.ts';
import { createQueryClient } from './providers/queryClient.ts';
import companies from './resources/companies/index.ts';
import employees from './resources/employees/index.ts';
import items from './resources/items/index.ts';
import stores from './resources/stores/index.ts';
import { theme } from './theme.ts';

/**
 * The admin under a data router (one catch-all route): react-admin's warning before leaving a form with unsaved
 * changes blocks navigation with react-router's useBlocker, which only a data router offers.
 */
export const App = () => {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <AdminApp /> }]));
  return (
    <CacheProvider value={appStyleCache}>
      <RouterProvider router={router} />
    </CacheProvider>
  );
};

const AdminApp = () => {
  const [queryClient] = useState(createQueryClient);
  // The locale in the store from the start: react-admin's i18n provider renders nothing until the store's locale
  // and the provider's agree, which on a reload cost a pass of the whole app before its first screen.
  const [store] = useState(() => memoryStore({ locale: i18nProvider.getLocale() }));
  const resetAppState = () => {
    queryClient.clear();
    store.reset();
  };

  return (
    <QueryClientProvider client={queryClient}>
      <I18nContext.Provider value={i18nProvider}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <AdminContext
            dataProvider={dataProvider}
            authProvider={authProvider}
            i18nProvider={i18nProvider}
            queryClient={queryClient}
            store={store}
            theme={theme}
          >
            <CoreAdminUI disableTelemetry title="LSM" layout={AppLayout} loading={PleaseWait} error={ErrorPage} requireAuth>
              <Resource name="companies" {...companies} />
              <Resource name="employees" {...employees} />
              <Resource name="stores" {...stores} />
              <Resource name="items" {...items} />
              <CustomRoutes noLayout>{routesWithoutLayout}</CustomRoutes>
              <CustomRoutes>{routesWithLayout}</CustomRoutes>
            </CoreAdminUI>
            <Notification />
          </AdminContext>
          <AlertDialog onSessionCleared={resetAppState} />
          <GlobalLoadingOverlay />
        </ThemeProvider>
      </I18nContext.Provider>
    </QueryClientProvider>
  );
};
