import { Link } from "react-router";

export function Logo({ to = "/" }: { to?: string }) {
  return (
    <Link to={to} className="logo" aria-label="Portico">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="#4c6ef5" />
        <path d="M9 24V8h8a5 5 0 0 1 0 10h-4v6z" fill="#fff" />
      </svg>
      Portico
    </Link>
  );
}
