import { Container, Text, Title } from "@mantine/core";

export function PageHero({ title, intro }: { title: string; intro: string }) {
  return (
    <section className="hero">
      <Container size="lg">
        <Title order={1} fz={{ base: 34, md: 46 }}>
          {title}
        </Title>
        <Text size="lg" c="gray.3" mt="sm" maw={720}>
          {intro}
        </Text>
      </Container>
    </section>
  );
}
