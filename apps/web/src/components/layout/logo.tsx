import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';

export function Logo({ label }: { label: string }) {
  return (
    <Link to={paths.home} className="logo" aria-label={label}>
      <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="#13315c" />
        <path d="M8 22 L16 8 L24 22 Z" fill="none" stroke="#2ec4b6" strokeWidth="3" strokeLinejoin="round" />
        <circle cx="16" cy="18" r="2.5" fill="#fff" />
      </svg>
      <span className="logo-text">
        Tax<span className="logo-accent">Atlas</span>
      </span>
    </Link>
  );
}
