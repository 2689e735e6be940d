import { SITE, type SocialNetwork } from "../../site";
import { SocialIcon } from "./icons";

/** The networks' own names, used as the links' accessible names. */
export const NETWORK_NAMES: Record<SocialNetwork, string> = {
  x: "X (Twitter)",
  facebook: "Facebook",
  instagram: "Instagram",
  linkedin: "LinkedIn",
  whatsapp: "WhatsApp",
};

/** Icon links to the company's profiles, in the given order; networks the site does not configure are left out. */
export function SocialLinks({ networks, className, label }: { networks: SocialNetwork[]; className: string; label?: string }) {
  const links = networks.flatMap((network) => {
    const href = SITE.social[network];
    return href ? [{ network, href }] : [];
  });
  return (
    <ul className={className} aria-label={label}>
      {links.map(({ network, href }) => (
        <li key={network}>
          <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`${SITE.name} on ${NETWORK_NAMES[network]}`}>
            <SocialIcon network={network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
