import { Link } from "react-router";
import { SITE } from "../../site";
import { Accordion, type AccordionItem } from "./Accordion";
import { ServiceIcon, type ServiceIconName } from "./ServiceIcon";

const LIFECYCLE: AccordionItem[] = [
  {
    id: "planning",
    title: "Planning",
    body: "We gather your requirements, agree on scope and priorities, and estimate time and cost before any work starts, so the budget holds no surprises.",
  },
  {
    id: "designing",
    title: "Designing",
    body: "We shape the architecture and build clickable prototypes, so you can see and test the product before a single feature is built.",
  },
  {
    id: "development",
    title: "Development",
    body: "Our engineers write clean, reviewed code in Waterfall phases or Agile sprints, whichever suits your project, and you follow every task in your portal.",
  },
  {
    id: "testing",
    title: "Testing",
    body: "Every release is checked with manual and automated tests, from unit tests to full user journeys in real browsers, before it reaches your users.",
  },
  {
    id: "deployment",
    title: "Deployment",
    body: "We ship to production with repeatable, reversible releases, starting with a minimum viable product (MVP) when time to market matters.",
  },
  {
    id: "maintenance",
    title: "Maintenance",
    body: "Corrective upkeep fixes what breaks; perfective upkeep keeps improving speed, security and usability long after launch.",
  },
];

const SERVICES: { title: string; icon: ServiceIconName; body: string }[] = [
  {
    title: "Web Development",
    icon: "web",
    body: "Fast, accessible websites and web applications that rank well and grow with your business.",
  },
  {
    title: "Mobile Development",
    icon: "mobile",
    body: "Native-feeling apps for iOS and Android, from the first sketch to the store release and beyond.",
  },
  {
    title: "Data Solutions",
    icon: "data",
    body: "Pipelines, dashboards and reports that turn scattered data into decisions you can trust.",
  },
  {
    title: "UI/UX Design",
    icon: "design",
    body: "Interfaces your customers understand at first glance, researched and tested with real people.",
  },
  {
    title: "SEO Optimization",
    icon: "seo",
    body: "Technical, content and speed improvements that help the right customers find you in search.",
  },
  {
    title: "IT Solutions",
    icon: "it",
    body: "Cloud infrastructure, security and support that keep your systems available and compliant.",
  },
];

/** The landing page (/, /signup) and /home share this content (product.md §2). */
export function HomePage() {
  return (
    <>
      <section className="hero hero-home" aria-labelledby="page-title">
        <div className="container">
          <p className="eyebrow">IT services for growing companies</p>
          <h1 id="page-title">Digital IT Solution Services Around the World</h1>
          <p className="hero-intro">
            We plan, design, build and support the software your business runs on: websites, mobile apps, data platforms
            and the infrastructure beneath them. You focus on your customers; we take care of the technology.
          </p>
          <div className="hero-actions">
            <Link to="/contact" className="button button-large">
              Get a Call-back
            </Link>
            <Link to="/services" className="button button-large button-outline-light">
              Explore our services
            </Link>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="lifecycle-title">
        <div className="container split">
          <div>
            <p className="eyebrow">How we deliver</p>
            <h2 id="lifecycle-title">Blueprint to Brilliance</h2>
            <p className="lead">
              Every project follows the same six steps of the software development lifecycle. Open as many as you like.
            </p>
            <Accordion idPrefix="lifecycle" items={LIFECYCLE} />
          </div>
          <img
            className="illustration"
            src="/images/lifecycle.svg"
            width={480}
            height={480}
            loading="lazy"
            decoding="async"
            alt="The six steps in a cycle: plan, design, develop, test, deploy and maintain."
          />
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="what-we-do">
        <div className="container narrow">
          <p className="eyebrow">About {SITE.name}</p>
          <h2 id="what-we-do">What we do?</h2>
          <p className="subtitle">From Development to Support</p>
          <p>
            {SITE.name} is an IT services company that helps businesses become more organised, compliant and enterprise
            ready. One team plans, designs, builds, tests, deploys and maintains your software, so nothing is lost between
            hand-overs.
          </p>
          <p>
            Each client has a private portal that shows the project as it happens: sprints and tasks, agreed goals, payment
            milestones, code activity and support tickets. You always know what is done, what is next and what it costs.
          </p>
          <Link to="/about" className="text-link">
            More about us
          </Link>
        </div>
      </section>

      <section className="section" aria-labelledby="services-title">
        <div className="container">
          <p className="eyebrow">Our services</p>
          <h2 id="services-title">Elevate Your Experience By Exploring Our Array of Dynamic IT Services</h2>
          <ul className="card-grid">
            {SERVICES.map((s) => (
              <li key={s.title} className="card">
                <ServiceIcon name={s.icon} />
                <h3>{s.title}</h3>
                <p>{s.body}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section cta-band" aria-labelledby="cta-title">
        <div className="container cta-inner">
          <h2 id="cta-title">Have a project in mind?</h2>
          <p>Tell us what you need; an engineer calls you back within one working day.</p>
          <Link to="/contact" className="button button-large">
            Contact Now
          </Link>
        </div>
      </section>
    </>
  );
}
