import { Link } from "react-router";
import { PageHero } from "../../features/marketing/PageHero";
import { pageMeta } from "../../features/seo/meta";
import { SITE } from "../../site";
import { CONSTANTS } from "../../wasm/constants";

export function meta() {
  return pageMeta({
    title: "About Us",
    description: `Who we are: ${SITE.name} is a team of engineers and designers delivering software projects and IT support around the clock, 365 days a year.`,
    path: "/about",
  });
}

// The figures are shared constants (10X, 24/7, 365, 100%); these are the words beside them, in order.
const CLAIM_LABELS = [
  { label: "Cost effective", detail: "Senior engineers at a fraction of the cost of building the team in-house." },
  { label: "Dedicated professionals", detail: "A named team for your project, reachable around the clock." },
  { label: "Days of support", detail: "Monitoring, fixes and help every day of the year, holidays included." },
  { label: "Accuracy", detail: "Agreed scope delivered as specified, tested before every release." },
];

const VALUES = [
  {
    title: "Transparent by default",
    body: "Sprints, tasks, goals, payment milestones and code activity are visible in your portal as they happen.",
  },
  {
    title: "One team, start to finish",
    body: "The people who plan your product also build, ship and maintain it: nothing gets lost between hand-overs.",
  },
  {
    title: "Built to last",
    body: "Accessible, secure and fast by design, with tests and documentation you keep when the project ends.",
  },
];

export default function About() {
  const claims = CONSTANTS.marketingFigures.map((figure, i) => ({ figure, ...CLAIM_LABELS[i] }));
  return (
    <>
      <PageHero
        title="About Us"
        intro={`${SITE.name} helps organisations plan, build and run the software they depend on, from the first workshop to years of support.`}
      />
      <section className="section" aria-labelledby="partners-title">
        <div className="container split">
          <div>
            <p className="eyebrow">Who we are</p>
            <h2 id="partners-title">Technology partners for the long run</h2>
            <p>
              We are engineers, designers, testers and project managers who have shipped web platforms, mobile apps and data
              systems for start-ups and established companies alike. {SITE.tagline}
            </p>
            <p>
              We work in the open: every client has a portal showing the project&apos;s road map, sprints, tasks and tickets,
              so you always know where things stand and what comes next.
            </p>
          </div>
          <img
            className="illustration"
            src="/images/portal.svg"
            width={560}
            height={400}
            loading="lazy"
            decoding="async"
            alt="The client portal: a sprint in progress with its tasks in To-Do, In Progress and Done columns."
          />
        </div>
      </section>

      <section className="section section-dark" aria-labelledby="figures-title">
        <div className="container">
          <h2 id="figures-title">{SITE.name} in figures</h2>
          <ul className="figures">
            {claims.map((c) => (
              <li key={c.figure}>
                <span className="figure">{c.figure}</span>
                <span className="figure-label">{c.label}</span>
                <span className="figure-detail">{c.detail}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="values-title">
        <div className="container">
          <h2 id="values-title">How we work</h2>
          <ul className="card-grid">
            {VALUES.map((v) => (
              <li key={v.title} className="card">
                <h3>{v.title}</h3>
                <p>{v.body}</p>
              </li>
            ))}
          </ul>
          <p className="section-cta">
            <Link to="/contact" className="button">
              Work with us
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
