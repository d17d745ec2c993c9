import { Link } from 'react-router';

/** The Bidright word mark; links home. */
export function BrandLogo({ to = '/', inverted = false }: { to?: string; inverted?: boolean }) {
  return (
    <Link
      to={to}
      aria-label="Bidright home"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 10 }}
    >
      <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill={inverted ? '#ffffff' : '#1f4e8c'} />
        <path d="M9 8h8a5 5 0 0 1 2.6 9.3A5.5 5.5 0 0 1 17.5 25H9z" fill={inverted ? '#1f4e8c' : '#ffffff'} />
      </svg>
      <span
        style={{
          fontSize: 20,
          fontWeight: 700,
          letterSpacing: -0.3,
          color: inverted ? '#ffffff' : '#0f2747',
        }}
      >
        Bidright
      </span>
    </Link>
  );
}
