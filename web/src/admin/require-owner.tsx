import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { adminPaths } from '@/admin-kit/admin-table';
import { useSession } from '@/data/session';

/**
 * The auth guard: a spinner while the session loads; anyone who is not the signed-in
 * owner goes to the login page, with the location they asked for kept for after sign-in.
 */
export function RequireOwner({ children }: { children: ReactNode }) {
  const { session, loading } = useSession();
  const location = useLocation();
  if (loading) return <PageSpinner label="Checking your session" />;
  if (!session?.isOwner) return <Navigate to={adminPaths.login} replace state={{ from: location }} />;
  return <>{children}</>;
}
