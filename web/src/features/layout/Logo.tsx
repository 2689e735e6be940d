import { Link } from "react-router";
import { SITE } from "../../site";

/** The brand's mark and name, linking home; the name is the link's accessible name. */
export function Logo({ to = "/", className }: { to?: string; className?: string }) {
  return (
    <Link to={to} className={className ? `site-logo ${className}` : "site-logo"}>
      <img src={SITE.logo} width={32} height={32} alt="" />
      <span>{SITE.name}</span>
    </Link>
  );
}
