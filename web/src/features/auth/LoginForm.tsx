import { Alert, Button, Stack, TextInput, UnstyledButton } from "@mantine/core";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { adminLogin, ApiError, errorMessageKey, login } from "../../api/client";
import { loadWasm } from "../../wasm";
import { useFieldErrors } from "../forms/useFieldErrors";
import { toast } from "../toasts/store";
import { storeToken } from "./session";

interface Props {
  /** The modal reports failures with a toast; the page also keeps a message on screen. */
  variant: "modal" | "page";
  /** Client sign-in goes to /projects; staff sign-in to /admin. */
  role?: "client" | "admin";
  onSuccess?: () => void;
}

/** Client sign-in (spec sections 2, 4, 5, 8): validated by the shared rules before any request. */
export function LoginForm({ variant, role = "client", onSuccess }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [shown, setShown] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, show, clear } = useFieldErrors();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const w = await loadWasm();
    const input = { email, password };
    const problems = w.validateLogin(input);
    if (problems.length > 0) {
      show(problems);
      return;
    }
    const longMs = w.constants().toastLongMs;
    setSubmitting(true);
    setFailure(null);
    try {
      if (role === "admin") {
        const { token } = await adminLogin(input);
        await storeToken("admin", token);
        onSuccess?.();
        await navigate("/admin");
        return;
      }
      const { token } = await login(input);
      await storeToken("client", token);
      toast({ title: t("auth.welcomeTitle"), status: "success", durationMs: longMs });
      onSuccess?.();
      await navigate("/projects");
    } catch (err) {
      if (err instanceof ApiError && err.fields.length > 0) show(err.fields);
      const credentials = err instanceof ApiError && (err.status === 400 || err.status === 401);
      const description = credentials ? t("auth.loginFailedDescription") : t(errorMessageKey(err));
      if (role === "admin") {
        setFailure(credentials ? t("auth.adminLoginFailed") : description);
        return;
      }
      toast({ title: t("auth.loginFailedTitle"), description, status: "error", durationMs: longMs });
      if (variant === "page") setFailure(credentials ? t("auth.loginFailedPage") : description);
    } finally {
      setSubmitting(false);
    }
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
          withAsterisk={variant === "page"}
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
          withAsterisk={variant === "page"}
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
