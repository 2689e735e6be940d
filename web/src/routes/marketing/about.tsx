import { Container, Text, Title } from "@mantine/core";
import { PageHero } from "../../features/marketing/PageHero";

export function meta() {
  return [
    { title: "About Us | Portico IT Services" },
    { name: "description", content: "Who we are: a team of engineers and designers delivering IT services around the clock." },
  ];
}

const CLAIMS = [
  { figure: "10X", label: "Cost effective" },
  { figure: "24/7", label: "Dedicated professionals" },
  { figure: "365", label: "Days of support" },
  { figure: "100%", label: "Accuracy" },
];

export default function About() {
  return (
    <>
      <PageHero
        title="About Us"
        intro="We are an IT services company that helps organisations plan, build and run the software they depend on."
      />
      <section className="section">
        <Container size="lg">
          <Title order={2} mb="md">
            Technology partners for the long run
          </Title>
          <Text maw={760} mb="xl">
            From the first workshop to years of maintenance, one team stays with your project. We work in the open: every
            client has a portal showing sprints, tasks, goals, milestones and code activity, so you always know where your
            project stands.
          </Text>
          <div className="grid">
            {CLAIMS.map((c) => (
              <div key={c.figure} className="card">
                <div className="stat">{c.figure}</div>
                <Text fw={600}>{c.label}</Text>
              </div>
            ))}
          </div>
        </Container>
      </section>
    </>
  );
}
