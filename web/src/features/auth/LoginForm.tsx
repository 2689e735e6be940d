import { Alert, Button, Stack, TextInput, UnstyledButton } from "@mantine/core";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { errorMessageKey } from "../../api/client";
import { useLogin } from "./useLogin";

interface Props {
  /** The modal reports failures with a toast; the page also keeps a message on screen. */
  variant: "modal" | "page";
  /** Client sign-in goes to /projects; staff sign-in to /admin. */
  role?: "client" | "admin";
  onSuccess?: () => void;
}

/**
 * Sign-in form of the translated screens (/login, /adminLogin), built with Mantine. The public
 * site's Login modal has a lighter twin (LoginDialog) on the same `useLogin` flow.
 */
export function LoginForm({ variant, role = "client", onSuccess }: Props) {
  const { t } = useTranslation();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [shown, setShown] = useState(false);
  const { submit, submitting, failure, errors, clear } = useLogin({
    role,
    variant,
    onSuccess,
    text: { auth: (key) => t(`auth.${key}`), error: (err) => t(errorMessageKey(err)) },
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await submit({ email, password });
  }
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("auth.loginTitle")}>
      <Stack gap="md">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <TextInput
          label={t("common.email")}
          name="email"
          type="email"
          autoComplete="email"
          required={variant === "page"}
          value={email}
          error={errors.email}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            clear("email");
          }}
        />
        <TextInput
          label={t("common.password")}
          name="password"
          type={shown ? "text" : "password"}
          autoComplete="current-password"
          required={variant === "page"}
          value={password}
          error={errors.password}
          onChange={(e) => {
            setPassword(e.currentTarget.value);
            clear("password");
          }}
          rightSectionWidth={64}
          rightSectionPointerEvents="all"
          rightSection={
            <UnstyledButton
              type="button"
              fz="sm"
              fw={600}
              aria-label={shown ? t("common.hidePassword") : t("common.showPassword")}
              aria-pressed={shown}
              onClick={() => setShown((s) => !s)}
            >
              {shown ? t("common.hide") : t("common.show")}
            </UnstyledButton>
          }
        />
        <Button type="submit" loading={submitting}>
          {t("auth.loginButton")}
        </Button>
      </Stack>
    </form>
  );
}
