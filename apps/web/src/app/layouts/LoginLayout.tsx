import { SafetyCertificateOutlined, ThunderboltOutlined, TrophyOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { BrandLogo } from '../../components/BrandLogo';
import { RouteOutlet } from '../route-outlet';

function Point({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <li>
      <span className="login-point-icon">{icon}</span>
      <span>
        <strong>{title}</strong>
        {text}
      </span>
    </li>
  );
}

/**
 * Login, registration and password pages: a brand panel beside the form on a wide screen, the logo above it
 * on a narrow one. Plain markup styled by styles.css (`.login-layout`), the same as index.html's first paint
 * of these pages (ADR 0018), so the panel and the logo are on screen before any script has run.
 */
export function LoginLayout() {
  return (
    <div className="login-layout">
      <aside className="login-brand">
        <BrandLogo inverted />
        <div className="login-brand-text">
          <h2>Online platform for connecting buyers to homes</h2>
          <p>Find foreclosure properties, verify once, and bid live from anywhere.</p>
          <ul>
            <Point
              icon={<ThunderboltOutlined />}
              title="Live bidding"
              text="Real-time auctions with a server clock."
            />
            <Point
              icon={<SafetyCertificateOutlined />}
              title="Verified bidders"
              text="Bank-backed deposits and phone verification."
            />
            <Point
              icon={<TrophyOutlined />}
              title="Clear outcomes"
              text="From winning bid to deed, tracked end to end."
            />
          </ul>
        </div>
        <small>
          © {new Date().getFullYear()} Bidright · Version {__APP_VERSION__}
        </small>
      </aside>
      <main className="login-main">
        <div className="login-column">
          <div className="login-logo">
            <BrandLogo />
          </div>
          <RouteOutlet />
        </div>
      </main>
    </div>
  );
}
