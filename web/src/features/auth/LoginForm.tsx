import { Alert, Anchor, Button, Divider, Stack, Text, TextInput, UnstyledButton } from "@mantine/core";
import "@mantine/core/styles/Divider.layer.css";
import { useEffect, useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { errorMessageKey, type LoginResponse } from "../../api/client";
import { passwordAllowed, type SignInOptions } from "../../api/oidc";
import { localizeFieldErrors } from "../../i18n/validation";
import { OidcSignInButton } from "../oidc/OidcSignInButton";
import { passkeysSupported } from "../passkeys/ceremony";
import { usePasskeySignIn } from "../passkeys/usePasskeySignIn";
import { toast } from "../toasts/store";
import { CONSTANTS } from "../../wasm/constants";
import { CodeStepForm } from "./CodeStepForm";
import { startSession } from "./session";
import { useCredentialFields } from "./useCredentialFields";
import { useLogin } from "./useLogin";
import { useSignInLink } from "./useSignInLink";

interface Props {
  /** The modal reports failures with a toast; the page also keeps a message on screen. */
  variant: "modal" | "page";
  /** Client sign-in goes to /projects; staff sign-in to /admin. */
  role?: "client" | "admin";
  onSuccess?: () => void;
  /**
   * How people sign in here (the page's loader reads it): with an identity provider, its button
   * too. Unknown (`null`), the password form alone.
   */
  signIn?: SignInOptions | null;
}

/**
 * Sign-in form of the translated screens (/login, /adminLogin), built with Mantine. The public
 * site's Login modal has a lighter twin (LoginDialog) on the same `useLogin` flow. "Forgot
 * password?" leads to /forgotPassword (`?staff=1` from the staff sign-in); after too many attempts
 * the form offers a one-time sign-in link to the typed address. An account with two-factor on
 * asks for a code next (`CodeStepForm`); "Use another account" goes back to an empty form.
 *
 * With an identity provider (`signIn.oidc`), "Sign in with {name}" comes after the form; when
 * `passwordLogin` keeps this role from passwords, it comes first and the form waits under "Sign in
 * with a password" (the first administrator may always use one, so it stays reachable).
 */
export function LoginForm({ variant, role = "client", onSuccess, signIn = null }: Props) {
  const { t, i18n } = useTranslation();
  const { submit, submitting, failure, throttled, code, errors, show, clear } = useLogin({
    role,
    variant,
    onSuccess,
    text: { auth: (key) => t(`auth.${key}`), error: (err) => t(errorMessageKey(err)) },
    localize: (list) => localizeFieldErrors(list, i18n.language),
  });
  // Back from the code step, the keyboard starts again at the address; when the code ran out, at
  // the password (the address is still filled in).
  const fields = useCredentialFields({ errors, clear, codeExpired: code.expired });
  const link = useSignInLink(show);
  const provider = signIn?.oidc ?? null;
  const providerFirst = provider !== null && signIn !== null && !passwordAllowed(signIn.passwordLogin, role);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const passwordPanelId = useId();
  const navigate = useNavigate();
  // Passkeys: a button, and the email field's autofill where the browser offers it.
  const passkeysOn = signIn?.passkeys === true && passkeysSupported();
  const passkey = usePasskeySignIn({
    enabled: passkeysOn,
    onSignedIn: async (session: LoginResponse) => {
      const next = await startSession(session);
      if (next === "/dashboard") toast({ title: t("auth.welcomeTitle"), status: "success", durationMs: CONSTANTS.toastLongMs });
      onSuccess?.();
      await navigate(next);
    },
  });

  // "Sign in with a password" opened: the keyboard goes to the address.
  const { emailRef } = fields;
  useEffect(() => {
    if (passwordOpen) emailRef.current?.focus();
  }, [passwordOpen, emailRef]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await submit(fields.values);
  }

  if (code.challenge !== null) {
    return (
      <CodeStepForm
        step={code}
        backLabel={t("auth.codeBack")}
        onBack={() => {
          code.back();
          fields.startAgain();
        }}
      />
    );
  }
  const form = (
    <form onSubmit={onSubmit} noValidate aria-label={t("auth.loginTitle")}>
      <Stack gap="md">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {code.expired && (
          <Alert color="red" role="alert">
            {t("auth.codeExpired")}
          </Alert>
        )}
        <TextInput
          label={t("common.email")}
          autoComplete={passkeysOn ? "email webauthn" : "email"}
          required={variant === "page"}
          {...fields.email}
        />
        <TextInput
          label={t("common.password")}
          required={variant === "page"}
          {...fields.password}
          rightSectionWidth={64}
          rightSectionPointerEvents="all"
          rightSection={
            <UnstyledButton
              type="button"
              fz="sm"
              fw={600}
              mih={28}
              px={6}
              aria-label={fields.shown ? t("common.hidePassword") : t("common.showPassword")}
              aria-pressed={fields.shown}
              onClick={fields.toggleShown}
            >
              {fields.shown ? t("common.hide") : t("common.show")}
            </UnstyledButton>
          }
        />
        <Anchor component={Link} to={role === "admin" ? "/forgotPassword?staff=1" : "/forgotPassword"} size="sm" py={4} style={{ alignSelf: "flex-end" }}>
          {t("auth.forgotPassword")}
        </Anchor>
        <Button type="submit" loading={submitting}>
          {t("auth.loginButton")}
        </Button>
        {throttled && (
          <Stack gap="xs">
            {/* The page says why in its alert above; the modal said it in a toast. */}
            {variant === "modal" && <Text size="sm">{t("errors.rate_limited")}</Text>}
            <Button variant="outline" loading={link.sending} onClick={() => void link.send(fields.values.email)}>
              {t("auth.signInLinkOffer")}
            </Button>
            {/* Present before it speaks, so screen readers announce the answer. */}
            <Text size="sm" role="status" c={link.failure === null ? undefined : "red.9"}>
              {link.sent
                ? t("auth.signInLinkSent")
                : link.failure !== null
                  ? `${t("auth.signInLinkFailed")} ${t(errorMessageKey(link.failure))}`
                  : ""}
            </Text>
          </Stack>
        )}
      </Stack>
    </form>
  );
  const passkeyButton = passkeysOn && (
    <Stack gap="xs">
      <Button variant="outline" loading={passkey.busy} onClick={() => void passkey.start()}>
        {t("auth.passkeyButton")}
      </Button>
      {/* Present before it speaks, so screen readers announce the answer. */}
      <Text size="sm" role="status" c="var(--pc-danger)">
        {passkey.failure !== null ? t("auth.passkeyFailed") : ""}
      </Text>
    </Stack>
  );
  // Gray 7, not Mantine's dimmed label (3.3:1 on white).
  const or = <Divider label={t("auth.or")} labelPosition="center" styles={{ label: { color: "var(--pc-text-muted)" } }} />;
  if (provider === null) {
    if (!passkeyButton) return form;
    return (
      <Stack gap="md">
        {form}
        {or}
        {passkeyButton}
      </Stack>
    );
  }
  const from = role === "admin" ? "staff" : "client";
  if (!providerFirst) {
    return (
      <Stack gap="md">
        {form}
        {or}
        <OidcSignInButton name={provider.name} from={from} />
        {passkeyButton}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <OidcSignInButton name={provider.name} from={from} primary />
      {passkeyButton}
      <Button variant="subtle" aria-expanded={passwordOpen} aria-controls={passwordPanelId} onClick={() => setPasswordOpen((o) => !o)}>
        {t("auth.passwordDisclosure")}
      </Button>
      {/* Kept in the page while closed, so a failure or an expired code step stays where it was. */}
      <div id={passwordPanelId} hidden={!passwordOpen}>
        {form}
      </div>
    </Stack>
  );
}
