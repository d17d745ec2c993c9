import { useSession } from '../../../lib/session';

/** Roles as the cases screens need them (spec part 2 §6). */
export function useCaseRoles() {
  const { roles } = useSession();
  const isStaff = roles.includes('Auctioneer') || roles.includes('Employee');
  return { isStaff, isAdmin: roles.includes('Admin'), isClient: roles.includes('Client') };
}
