/**
 * The admin area, loaded as its own chunk only under /admin. The session is observed here, not
 * for the whole app, so visitors never load the authentication SDK.
 */
import { Navigate, Route, Routes } from 'react-router-dom';
import { SessionProvider } from '@/data/session';
import { AdminShell } from './admin-shell';
import { adminScreens } from './admin-screens';
import { LoginPage } from './login-page';
import { NoSuchScreen } from './no-such-screen';
import { RequireOwner } from './require-owner';

export function AdminApp() {
  return (
    <SessionProvider>
      <Routes>
        <Route path="login" element={<LoginPage />} />
        <Route
          element={
            <RequireOwner>
              <AdminShell />
            </RequireOwner>
          }
        >
          <Route index element={<Navigate to="dashboard" replace />} />
          {adminScreens.map(({ path, Component }) => (
            <Route key={path} path={path} element={<Component />} />
          ))}
          <Route path="*" element={<NoSuchScreen />} />
        </Route>
      </Routes>
    </SessionProvider>
  );
}
