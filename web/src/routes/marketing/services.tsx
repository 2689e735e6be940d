import { Accordion, Container, Text, Title } from "@mantine/core";
import "@mantine/core/styles/Accordion.layer.css";
import { PageHero } from "../../features/marketing/PageHero";

export function meta() {
  return [
    { title: "Our Services | Portico IT Services" },
    { name: "description", content: "Software development, technical support, web development and a focus on client satisfaction." },
  ];
}

const TILES = [
  { title: "Software Development", body: "Custom software designed around your processes, delivered in short, visible sprints." },
  { title: "Technical Support", body: "A support desk and ticketing in your portal, with people who know your system." },
  { title: "Web Development", body: "Modern websites and web applications that load fast and rank well." },
  { title: "Client Satisfaction", body: "Clear goals, agreed milestones and honest reporting at every step." },
];

const FAQ = [
  {
    q: "Which services do you provide?",
    a: "Web and mobile development, data solutions, UI/UX design, SEO optimization and IT solutions such as infrastructure and support.",
  },
  {
    q: "How can you help my business grow?",
    a: "We automate repetitive work, give your customers better digital channels and help you make decisions from your own data.",
  },
  {
    q: "Which industries do you serve?",
    a: "We work with start-ups and established companies in retail, finance, healthcare, education, logistics and more.",
  },
  {
    q: "How do you ensure data security?",
    a: "Access is limited to the people who need it, data is encrypted in transit, and we follow secure development practices with reviews and testing.",
  },
];

export default function Services() {
  return (
    <>
      <PageHero title="Our Services" intro="Everything you need to take an idea from blueprint to a product your customers love." />
      <section className="section">
        <Container size="lg">
          <div className="grid">
            {TILES.map((tile) => (
              <article key={tile.title} className="card">
                <h2 style={{ fontSize: "1.25rem", marginTop: 0 }}>{tile.title}</h2>
                <Text>{tile.body}</Text>
              </article>
            ))}
          </div>
        </Container>
      </section>
      <section className="section section-alt" aria-labelledby="faq-title">
        <Container size="lg">
          <Title order={2} id="faq-title" mb="lg">
            Frequently asked questions
          </Title>
          <Accordion multiple variant="separated">
            {FAQ.map((item) => (
              <Accordion.Item key={item.q} value={item.q}>
                <Accordion.Control>{item.q}</Accordion.Control>
                <Accordion.Panel>{item.a}</Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Container>
      </section>
    </>
  );
}
