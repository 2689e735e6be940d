import { Alert, Anchor, Container, Paper, Stack, Title } from "@mantine/core";
import "@mantine/core/styles/Paper.layer.css";
import { useEffect, useRef, type ReactNode } from "react";
import { Link } from "react-router";
import "./account.css";

/**
 * The frame of the pages an emailed link opens (and "Forgot password?"): one card, one `h1`, as
 * the staff sign-in page. Signed out, so no portal bar.
 */
export function AccountPage({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Container component="main" id="main" size="xs" py={80} className="account-page">
      <Paper p="xl" withBorder>
        <Title order={1} size="h2" mb="lg">
          {title}
        </Title>
        {children}
      </Paper>
    </Container>
  );
}

/**
 * What came of the page's one action, in place of its form. It takes the focus when it appears,
 * so keyboard and screen-reader users land on the answer rather than on the removed button.
 */
export function Outcome({ kind, title, children }: { kind: "success" | "error"; title?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      role={kind === "error" ? "alert" : "status"}
      color={kind === "error" ? "red" : "green"}
      variant="light"
      title={title}
    >
      {children}
    </Alert>
  );
}

/** A dead end (a link that no longer works, a code that came too late): what went wrong, then the link to go on. */
export function FailedOutcome({ title, children, to, linkLabel }: { title: string; children: ReactNode; to: string; linkLabel: string }) {
  return (
    <Stack gap="md">
      <Outcome kind="error" title={title}>
        {children}
      </Outcome>
      <Anchor component={Link} to={to}>
        {linkLabel}
      </Anchor>
    </Stack>
  );
}
