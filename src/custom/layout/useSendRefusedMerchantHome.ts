import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useIdentifiedUser } from '../../providers/useIdentifiedUser.ts';
import { homePathFor } from './routeGuard.ts';

/**
 * A merchant refused a record of another company (its URL typed or shared) is taken back to their own
 * company; the alert the refusal raised stays on screen over it. Internal users stay on the refused page.
 */
export function useSendRefusedMerchantHome(refused: boolean): void {
  const current = useIdentifiedUser();
  const navigate = useNavigate();
  const home = current?.isMerchant ? homePathFor({ userType: 'MERCHANT', companyId: current.companyId }) : null;
  useEffect(() => {
    if (refused && home) navigate(home, { replace: true });
  }, [refused, home, navigate]);
}
