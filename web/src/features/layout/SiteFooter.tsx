import { Link } from "react-router";
import { nav, newsletter } from "../../i18n/en.json";
import { addressLines, phoneHref, SITE } from "../../site";
import { NewsletterForm } from "../newsletter/NewsletterForm";
import { Logo } from "./Logo";
import { SocialLinks } from "./SocialLinks";

/** Footer (product.md §2): brand, social links, Important Links, the contact block and the newsletter box. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <Logo />
          <p>{SITE.tagline}</p>
          <SocialLinks networks={["x", "facebook", "instagram", "linkedin"]} className="social-row" label="Social media" />
        </div>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">Important Links</h2>
          <ul className="plain-list">
            <li>
              <Link to="/">{nav.home}</Link>
            </li>
            <li>
              <Link to="/about">{nav.about}</Link>
            </li>
            <li>
              <Link to="/services">{nav.services}</Link>
            </li>
            <li>
              <Link to="/contact">{nav.contact}</Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 id="footer-contact">{nav.contact}</h2>
          <address>
            {addressLines().map((line) => (
              <span key={line}>{line}</span>
            ))}
            <a href={phoneHref()}>{SITE.phone}</a>
            <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
          </address>
        </div>
        <div>
          <h2 id="footer-newsletter">{newsletter.title}</h2>
          <p>News about web, mobile and data projects, once a month. No spam.</p>
          <NewsletterForm />
        </div>
      </div>
      {/* The year is fixed at prerender time; after a new year the client may differ until rebuilt. */}
      <div className="container footer-bottom" suppressHydrationWarning>
        © {new Date().getFullYear()} {SITE.legalName}. All rights reserved.
      </div>
    </footer>
  );
}
