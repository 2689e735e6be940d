import { Accordion, ActionIcon, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import "@mantine/core/styles/Accordion.layer.css";
import "@mantine/core/styles/ActionIcon.layer.css";
import { Link } from "react-router";

const LIFECYCLE = [
  { value: "planning", title: "Planning", body: "We gather your requirements, agree on scope and estimate time and cost before any work starts." },
  { value: "designing", title: "Designing", body: "We shape the architecture and build prototypes so you can see the product before it is built." },
  { value: "development", title: "Development", body: "Our engineers write the code in Waterfall or Agile iterations, whichever suits your project." },
  { value: "testing", title: "Testing", body: "Every release is checked with manual or automated tests before it reaches your users." },
  { value: "deployment", title: "Deployment", body: "We ship to production, starting with a minimum viable product when speed matters." },
  { value: "maintenance", title: "Maintenance", body: "Corrective and perfective upkeep keeps your product healthy long after launch." },
];

const SERVICES = [
  { title: "Web Development", body: "Fast, accessible websites and web applications built to grow with your business." },
  { title: "Mobile Development", body: "Native-feeling mobile apps for iOS and Android, from first sketch to store release." },
  { title: "Data Solutions", body: "Pipelines, dashboards and reporting that turn your data into decisions." },
  { title: "UI/UX Design", body: "Interfaces your users understand at first glance, tested with real people." },
  { title: "SEO Optimization", body: "Technical and content improvements that help customers find you." },
  { title: "IT Solutions", body: "Infrastructure, support and consulting to keep your systems secure and compliant." },
];

function scrollToTop() {
  window.scrollTo({ top: 0, behavior: "smooth" });
}

/** The landing page (/, /signup) and /home share this content. */
export function HomePage() {
  return (
    <>
      <section className="hero hero-home">
        <Container size="lg">
          <Stack gap="lg" maw={720}>
            <Title order={1} fz={{ base: 36, md: 54 }} lh={1.1}>
              Digital IT Solution Services Around the World
            </Title>
            <Text size="lg" c="gray.3">
              We design, build and support software for companies of every size, so you can focus on your customers while we
              take care of the technology.
            </Text>
            <Group>
              <Button component={Link} to="/contact" size="lg">
                Get a Call-back
              </Button>
            </Group>
          </Stack>
        </Container>
      </section>

      <section className="section" aria-labelledby="lifecycle-title">
        <Container size="lg">
          <Title order={2} id="lifecycle-title" mb="lg">
            Blueprint to Brilliance
          </Title>
          <Accordion multiple variant="separated" transitionDuration={300}>
            {LIFECYCLE.map((step) => (
              <Accordion.Item key={step.value} value={step.value}>
                <Accordion.Control>{step.title}</Accordion.Control>
                <Accordion.Panel>{step.body}</Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Container>
      </section>

      <section className="section section-alt" aria-labelledby="what-we-do">
        <Container size="lg">
          <Title order={2} id="what-we-do">
            What we do?
          </Title>
          <Title order={3} fw={500} mt="xs" mb="md">
            From Development to Support
          </Title>
          <Text maw={760}>
            Portico is an IT services company that empowers businesses to become more organised, compliant and enterprise
            ready. Our team plans, designs, builds, tests, deploys and maintains software, and our client portal lets you
            follow every sprint, task and milestone of your project as it happens.
          </Text>
        </Container>
      </section>

      <section className="section" aria-labelledby="services-title">
        <Container size="lg">
          <Title order={2} id="services-title" mb="lg">
            Elevate Your Experience By Exploring Our Array of Dynamic IT Services
          </Title>
          <div className="grid">
            {SERVICES.map((s) => (
              <article key={s.title} className="card">
                <h3>{s.title}</h3>
                <Text>{s.body}</Text>
              </article>
            ))}
          </div>
        </Container>
      </section>

      <ActionIcon className="scroll-top" size="xl" radius="xl" aria-label="Scroll to top" onClick={scrollToTop}>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M12 5l-7 7h4v7h6v-7h4z" fill="currentColor" />
        </svg>
      </ActionIcon>
    </>
  );
}
