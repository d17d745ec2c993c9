import { Link } from 'react-router';

/** The Bidright word mark; links home. On the header it is index.html's first-paint logo (`.site-logo`). */
export function BrandLogo({ to = '/', inverted = false }: { to?: string; inverted?: boolean }) {
  return (
    <Link to={to} aria-label="Bidright home" className="site-logo">
      <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill={inverted ? '#ffffff' : '#1f4e8c'} />
        <path d="M9 8h8a5 5 0 0 1 2.6 9.3A5.5 5.5 0 0 1 17.5 25H9z" fill={inverted ? '#1f4e8c' : '#ffffff'} />
      </svg>
      <span style={inverted ? { color: '#ffffff' } : undefined}>Bidright</span>
    </Link>
  );
}
