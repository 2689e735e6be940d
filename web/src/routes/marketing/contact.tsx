import { Container, Text, Title } from "@mantine/core";
import { ContactForm } from "../../features/contact/ContactForm";
import { COMPANY, SOCIAL_LINKS } from "../../features/layout/company";
import { PageHero } from "../../features/marketing/PageHero";

export function meta() {
  return [
    { title: "Contact Us | Portico IT Services" },
    { name: "description", content: "Tell us about your project and we will call you back." },
  ];
}

export default function Contact() {
  return (
    <>
      <PageHero title="Contact Us" intro="Tell us about your project: we answer every message within one working day." />
      <section className="section">
        <Container size="lg">
          <div className="contact-layout">
            <div>
              <ContactForm />
            </div>
            <aside>
              <Title order={2} size="h3" mb="sm">
                Our office
              </Title>
              <address style={{ fontStyle: "normal" }}>
                {COMPANY.addressLines.map((line) => (
                  <div key={line}>{line}</div>
                ))}
                <div>{COMPANY.phone}</div>
                <div>
                  <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
                </div>
              </address>
              <Title order={2} size="h3" mt="lg" mb="sm">
                Follow us
              </Title>
              <ul className="plain-list">
                {SOCIAL_LINKS.map((s) => (
                  <li key={s.label}>
                    <a href={s.href} target="_blank" rel="noopener noreferrer">
                      {s.label}
                    </a>
                  </li>
                ))}
              </ul>
              <Text size="sm" c="dimmed" mt="lg">
                {COMPANY.tagline}
              </Text>
            </aside>
          </div>
        </Container>
      </section>
    </>
  );
}
