import { SafetyCertificateOutlined, ThunderboltOutlined, TrophyOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { BrandLogo } from '../../components/BrandLogo';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/SkipLink';

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
 * The login layout's markup (styles/first-paint/login.css `.login-layout`): a brand panel beside the page on
 * a wide screen, the logo above it on a narrow one. LoginLayout puts the page in it; the build renders it,
 * with the login form's card, into the static first paint of these pages (ADR 0018,
 * build/first-paint-render.tsx). Rendered there, the note carries the build's year until the app draws the
 * reader's.
 */
export function LoginFrame({ children }: { children: ReactNode }) {
  return (
    <div className="login-layout">
      <SkipLink />
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
      <main className="login-main" id={MAIN_CONTENT_ID} tabIndex={-1}>
        <div className="login-column">
          <div className="login-logo">
            <BrandLogo />
          </div>
          {children}
        </div>
      </main>
    </div>
  );
}
