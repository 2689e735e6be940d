import { Paper, Title } from "@mantine/core";
import "@mantine/core/styles/Paper.layer.css";
import type { SignInOptions } from "../../api/oidc";
import { LoginForm } from "./LoginForm";

/** The card of the sign-in pages (/login, /adminLogin): the page's heading over the sign-in form. */
export function SignInCard({ title, role, signIn }: { title: string; role?: "client" | "admin"; signIn: SignInOptions | null }) {
  return (
    <Paper p="xl" withBorder>
      <Title order={1} size="h2" mb="lg">
        {title}
      </Title>
      <LoginForm variant="page" role={role} signIn={signIn} />
    </Paper>
  );
}
