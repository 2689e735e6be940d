import { Link } from "react-router";
import { Accordion, type AccordionItem } from "../../features/marketing/Accordion";
import { PageHero } from "../../features/marketing/PageHero";
import { ServiceIcon, type ServiceIconName } from "../../features/marketing/ServiceIcon";
import { pageMeta } from "../../features/seo/meta";
import { SITE } from "../../site";

export function meta() {
  return pageMeta({
    title: "Our Services",
    description: `Software development, technical support and web development from ${SITE.name}, with answers to common questions about industries, growth and data security.`,
    path: "/services",
  });
}

const TILES: { title: string; icon: ServiceIconName; body: string }[] = [
  {
    title: "Software Development",
    icon: "code",
    body: "Custom software designed around your processes and delivered in short, visible sprints: web platforms, mobile apps, integrations and internal tools.",
  },
  {
    title: "Technical Support",
    icon: "support",
    body: "A support desk with people who know your system, ticketing in your portal, monitoring and fixes around the clock.",
  },
  {
    title: "Web Development",
    icon: "web",
    body: "Modern websites and web applications that load instantly, read well on any phone and are easy for search engines to index.",
  },
  {
    title: "Client Satisfaction",
    icon: "star",
    body: "Clear goals, agreed milestones and honest reporting at every step. We measure our success by yours.",
  },
];

const FAQ: AccordionItem[] = [
  {
    id: "services",
    title: "Which services do you provide?",
    body: "Web and mobile development, data solutions, UI/UX design, SEO optimization and IT solutions such as cloud infrastructure, security and ongoing support. We can take a product from idea to launch or join an existing one.",
  },
  {
    id: "growth",
    title: "How can you help my business grow?",
    body: "We automate repetitive work, give your customers faster and clearer digital channels, improve how you are found in search, and help you decide from your own data. Each project starts with the goals you want to move.",
  },
  {
    id: "industries",
    title: "Which industries do you serve?",
    body: "Start-ups and established companies in retail and e-commerce, finance, healthcare, education, logistics, real estate and professional services, among others.",
  },
  {
    id: "security",
    title: "How do you ensure data security?",
    body: "Access is limited to the people who need it, data is encrypted in transit, passwords are hashed, and our code goes through review and automated testing. We follow the data-protection rules that apply to you and sign a confidentiality agreement on request.",
  },
];

export default function Services() {
  return (
    <>
      <PageHero
        title="Our Services"
        intro="Everything you need to take an idea from blueprint to a product your customers love, and to keep it running."
      />
      <section className="section" aria-labelledby="offer-title">
        <div className="container">
          <h2 id="offer-title">What we offer</h2>
          <ul className="card-grid card-grid-4">
            {TILES.map((tile) => (
              <li key={tile.title} className="card">
                <ServiceIcon name={tile.icon} />
                <h3>{tile.title}</h3>
                <p>{tile.body}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section section-alt" aria-labelledby="faq-title">
        <div className="container narrow">
          <h2 id="faq-title">Frequently asked questions</h2>
          <Accordion idPrefix="faq" items={FAQ} />
          <p className="section-cta">
            Another question? <Link to="/contact">Ask us directly</Link>.
          </p>
        </div>
      </section>
    </>
  );
}
