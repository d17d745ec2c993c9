import { useQueryClient } from '@tanstack/react-query';
import { currentUserKey, useCurrentUser } from '../api/current-user';
import { TwoStepCard } from './TwoStepCard';

/**
 * 2-step settings of auctioneers, employees and clients: the authenticator state comes from the server
 * (GET /api/user/me), so a reload shows what is really set up; changes go through
 * PUT/DELETE /api/auctioneers/authenticator and refetch it.
 */
export function ProfileTwoStepCard() {
  const queryClient = useQueryClient();
  const { data: me } = useCurrentUser();
  return (
    <TwoStepCard
      owner="staff"
      configured={me?.configuredAuthenticatorApp}
      textMessageOff={me ? me.twoFactorMethod === null : false}
      onChanged={() => void queryClient.invalidateQueries({ queryKey: currentUserKey })}
    />
  );
}
