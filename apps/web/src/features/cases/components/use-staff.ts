import { useSession } from '../../../lib/session';

/** Roles as the cases screens need them (spec part 2 §6). */
export function useCaseRoles() {
  const { roles } = useSession();
  const isStaff = roles.includes('Auctioneer') || roles.includes('Employee');
  const isAdmin = roles.includes('Admin');
  // Admins read cases inside the admin area (spec part 1 §2: /admin/cases/{caseId}); everyone else at /cases.
  return {
    isStaff,
    isAdmin,
    isClient: roles.includes('Client'),
    caseBase: isAdmin ? '/admin/cases' : '/cases',
  };
}
