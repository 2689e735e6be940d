import { Container } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { NewsletterForm } from "../newsletter/NewsletterForm";
import { COMPANY, SOCIAL_LINKS } from "./company";
import { Logo } from "./Logo";

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <Container size="lg">
        <div className="footer-grid">
          <section>
            <Logo />
            <p>{COMPANY.tagline}</p>
            <ul className="plain-list" aria-label="Social media">
              {SOCIAL_LINKS.map((s) => (
                <li key={s.label}>
                  <a href={s.href} target="_blank" rel="noopener noreferrer">
                    {s.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
          <nav aria-labelledby="footer-links">
            <h2 id="footer-links">Important Links</h2>
            <ul className="plain-list">
              <li>
                <Link to="/">{t("nav.home")}</Link>
              </li>
              <li>
                <Link to="/about">{t("nav.about")}</Link>
              </li>
              <li>
                <Link to="/services">{t("nav.services")}</Link>
              </li>
              <li>
                <Link to="/contact">{t("nav.contact")}</Link>
              </li>
            </ul>
          </nav>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact">{t("nav.contact")}</h2>
            <address style={{ fontStyle: "normal" }}>
              {COMPANY.addressLines.map((line) => (
                <div key={line}>{line}</div>
              ))}
              <div>{COMPANY.phone}</div>
            </address>
          </section>
          <section aria-labelledby="footer-newsletter">
            <h2 id="footer-newsletter">{t("newsletter.title")}</h2>
            <NewsletterForm />
          </section>
        </div>
        {/* The year is fixed at prerender time; after a new year the client may differ until rebuilt. */}
        <div className="footer-bottom" suppressHydrationWarning>
          © {new Date().getFullYear()} {COMPANY.name}
        </div>
      </Container>
    </footer>
  );
}
