import { Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { authProvider } from '../../providers/authProvider.ts';
import { useIdentifiedUser } from '../../providers/useIdentifiedUser.ts';
import { getIdentifiedUser, companyIdOf, isSignedOutByChoice } from '../../providers/session.ts';
import { homePathFor, routeRedirect } from '../layout/routeGuard.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

/** /auth/login: no sidebar, no top bar, rendered without waiting for session restore. */
export const LoginPage = () => {
  const translate = useLsmTranslate();
  const navigate = useNavigate();
  const { state } = useLocation() as { state: { nextPathname?: string; nextSearch?: string } | null };
  const queryClient = useQueryClient();
  const current = useIdentifiedUser();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);

  // A signed-in user on the login route goes to their home (route guard, spec 000 §2).
  if (current && !submitting) {
    return <Navigate to={homePathFor({ userType: current.user.userType, companyId: current.companyId })} replace />;
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitting(true);
    // the sign-in forgets how the last session ended: ask first
    const wayBack = isSignedOutByChoice() ? null : state;
    try {
      const { redirectTo } = await authProvider.login({ email, password });
      // react-admin remembers the failed auth check from before the login: check again first.
      await queryClient.resetQueries({ queryKey: ['auth'] });
      navigate(deepLinkOrHome(wayBack, redirectTo), { replace: true });
    } catch {
      // the alert was raised by the authProvider
      setSubmitting(false);
    }
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent>
          <Stack component="form" spacing={2} onSubmit={submit} noValidate>
            <Typography variant="h4" component="p" color="primary" sx={{ fontWeight: 700 }}>
              {translate('lsm.app.name')}
            </Typography>
            <Typography variant="h6" component="h1">
              {translate('lsm.login.title')}
            </Typography>
            <TextField
              label={translate('lsm.login.email')}
              type="email"
              autoComplete="username"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              required
              fullWidth
            />
            <TextField
              label={translate('lsm.login.password')}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              required
              fullWidth
            />
            <Button type="submit" variant="contained" size="large" disabled={submitting}>
              {translate('lsm.login.submit')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};

/**
 * Where a sign-in lands: the page the user opened while signed out (react-admin and the route guard pass it
 * as nextPathname), when their user type may open it; otherwise their home. After a Log out the user chose there
 * is no way back (null), whoever passed one: react-admin's own check can still send the login page the page
 * being left when it notices the ended session first.
 */
function deepLinkOrHome(state: { nextPathname?: string; nextSearch?: string } | null, home: string): string {
  const user = getIdentifiedUser();
  const next = state?.nextPathname;
  if (!user || !next || routeRedirect(next, { userType: user.userType, companyId: companyIdOf(user) }) !== null) return home;
  return `${next}${state?.nextSearch ?? ''}`;
}
