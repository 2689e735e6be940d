import { ContactForm } from "../../features/contact/ContactForm";
import { SocialLinks } from "../../features/layout/SocialLinks";
import { PageHero } from "../../features/marketing/PageHero";
import { pageMeta } from "../../features/seo/meta";
import { addressLines, phoneHref, SITE } from "../../site";

export function meta() {
  return pageMeta({
    title: "Contact Us",
    description: `Tell ${SITE.name} about your project: send us a message or call our office, and an engineer calls you back within one working day.`,
    path: "/contact",
  });
}

export default function Contact() {
  return (
    <>
      <PageHero title="Contact Us" intro="Tell us about your project: we answer every message within one working day." />
      <section className="section">
        <div className="container contact-layout">
          <ContactForm />
          <aside className="contact-aside" aria-labelledby="office-title">
            <h2 id="office-title">Our office</h2>
            <address>
              <span>{SITE.legalName}</span>
              {addressLines().map((line) => (
                <span key={line}>{line}</span>
              ))}
              <a href={phoneHref()}>{SITE.phone}</a>
              <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
            </address>
            <p className="muted">Monday to Friday, 9:00 to 18:00. Support clients can reach us around the clock.</p>
            <h2 id="follow-title">Follow us</h2>
            <SocialLinks
              networks={["linkedin", "x", "facebook", "instagram", "whatsapp"]}
              className="social-row social-row-light"
              label="Follow us"
            />
          </aside>
        </div>
      </section>
    </>
  );
}
