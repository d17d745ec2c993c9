import { RouteOutlet } from '../route-outlet';
import { LoginFrame } from './LoginFrame';

/**
 * Login, registration and password pages, in the login layout's frame (LoginFrame: plain markup styled by
 * styles/first-paint/login.css, which the build also renders into these pages' first paint, ADR 0018), so the
 * panel and the logo are on screen before any script has run.
 */
export function LoginLayout() {
  return (
    <LoginFrame>
      <RouteOutlet />
    </LoginFrame>
  );
}
