import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { errorMessageKey, type LoginResponse } from "../../api/client";
import { oidcFailureCode } from "../../api/oidc";
import { auth, common, errors as errorText } from "../../i18n/en.json";
import { focusFirstInvalid, TextField } from "../forms/fields";
import { useOidcSignIn, useSignInOptions } from "../oidc/useOidcSignIn";
import { passkeysSupported } from "../passkeys/ceremony";
import { usePasskeySignIn } from "../passkeys/usePasskeySignIn";
import { toast } from "../toasts/store";
import { Dialog } from "../ui/Dialog";
import { CONSTANTS } from "../../wasm/constants";
import { startSession } from "./session";
import { LightCodeStep } from "./LightCodeStep";
import { useCredentialFields } from "./useCredentialFields";
import { useLogin } from "./useLogin";
import { useSignInLink } from "./useSignInLink";

// The public site is English only: its words come straight from the English catalogue.
const TEXT = {
  auth: (key: keyof typeof auth) => auth[key],
  error: (err: unknown) => errorText[errorMessageKey(err).slice("errors.".length) as keyof typeof errorText],
};

/**
 * The header's Login modal (product.md §2, §4, §5, §8). Loaded on first use, so the public pages do not
 * ship it up front. Success closes it on the way to /projects; failure keeps it open with a toast.
 * "Forgot password?" leads to /forgotPassword; after too many attempts it offers a sign-in link.
 * An account with two-factor on is asked for a code next, in the same dialog. With an identity
 * provider configured on the server, "Sign in with {name}" comes after the form (before it when
 * clients may not use a password).
 */
export default function LoginDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  const { submit, submitting, throttled, code, errors, show, clear } = useLogin({
    role: "client",
    variant: "modal",
    text: TEXT,
    onSuccess: onClose,
  });
  const link = useSignInLink(show);

  // After a refused submit, take the keyboard to the first field in error.
  useEffect(() => {
    if (attempt > 0) focusFirstInvalid(formRef.current);
  }, [attempt]);

  // Back from the code step: at the address ("Use another account") or, when the code ran out, at
  // the password (the address is still there).
  const fields = useCredentialFields({ errors, clear, codeExpired: code.expired });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await submit(fields.values);
    setAttempt((n) => n + 1);
  }

  const signIn = useSignInOptions();
  const navigate = useNavigate();
  const passkeysOn = signIn?.passkeys === true && passkeysSupported();
  const passkey = usePasskeySignIn({
    enabled: open && passkeysOn,
    onSignedIn: async (session: LoginResponse) => {
      const next = await startSession(session);
      if (next === "/dashboard") toast({ title: auth.welcomeTitle, status: "success", durationMs: CONSTANTS.toastLongMs });
      onClose();
      await navigate(next);
    },
  });
  const provider = signIn?.oidc ?? null;
  const providerButton = provider && <ProviderButton name={provider.name} />;
  const providerFirst = signIn?.passwordLogin === "none";

  return (
    <Dialog open={open} onClose={onClose} labelledBy="login-title" className="login-dialog" initialFocus={fields.emailRef}>
      <div className="dialog-header">
        <h2 id="login-title">{auth.loginTitle}</h2>
        <button type="button" className="icon-button" aria-label={common.close} onClick={onClose}>
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {code.challenge !== null ? (
        <LightCodeStep
          step={code}
          labelledBy="login-title"
          error={TEXT.error}
          onBack={() => {
            code.back();
            fields.startAgain();
          }}
        />
      ) : (
        <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby="login-title" className="stack">
          {providerFirst && providerButton}
          {code.expired && (
            <p role="alert" className="form-message" data-kind="error">
              {auth.codeExpired}
            </p>
          )}
          <TextField label={common.email} autoComplete={passkeysOn ? "email webauthn" : "email"} {...fields.email} />
          <TextField
            label={common.password}
            {...fields.password}
            trailing={
              <button
                type="button"
                className="field-toggle"
                aria-label={fields.shown ? common.hidePassword : common.showPassword}
                onClick={fields.toggleShown}
              >
                {fields.shown ? common.hide : common.show}
              </button>
            }
          />
          <Link to="/forgotPassword" className="dialog-aside-link" onClick={onClose}>
            {auth.forgotPassword}
          </Link>
          <button type="submit" className="button button-block" disabled={submitting} aria-busy={submitting || undefined}>
            {submitting ? auth.loggingIn : auth.loginButton}
          </button>
          {!providerFirst && providerButton}
          {passkeysOn && (
            <div className="stack">
              <WaitingButton busy={passkey.busy} onClick={() => void passkey.start()}>
                {passkey.busy ? auth.passkeyWaiting : auth.passkeyButton}
              </WaitingButton>
              {/* Present before it speaks, so screen readers announce the answer. */}
              <p role="status" className="form-message" data-kind="error">
                {passkey.failure !== null ? auth.passkeyFailed : ""}
              </p>
            </div>
          )}
          {throttled && (
            <div className="stack sign-in-link-offer">
              <p>{errorText.rate_limited}</p>
              <WaitingButton busy={link.sending} onClick={() => void link.send(fields.values.email)}>
                {link.sending ? auth.signInLinkSending : auth.signInLinkOffer}
              </WaitingButton>
              {/* Present before it speaks, so screen readers announce the answer. */}
              <p role="status" className="form-message" data-kind={link.failure === null ? "success" : "error"}>
                {link.sent ? auth.signInLinkSent : link.failure !== null ? `${auth.signInLinkFailed} ${TEXT.error(link.failure)}` : ""}
              </p>
            </div>
          )}
        </form>
      )}
    </Dialog>
  );
}

/** "Sign in with {name}": to the provider, or why it cannot be reached, said under it. */
function ProviderButton({ name }: { name: string }) {
  const oidc = useOidcSignIn("client", name);
  return (
    <div className="stack oidc-sign-in">
      <WaitingButton busy={oidc.starting} onClick={() => void oidc.start()}>
        {(oidc.starting ? auth.oidcStarting : auth.oidcButton).replace("{{name}}", name)}
      </WaitingButton>
      {/* Present before it speaks, so screen readers announce the answer. */}
      <p role="alert" className="form-message" data-kind="error">
        {oidc.failure !== null ? errorText[oidcFailureCode(oidc.failure) as keyof typeof errorText] : ""}
      </p>
    </div>
  );
}

/** Another way in (a passkey, an emailed link, a provider): an outline button, busy and disabled while it waits. */
function WaitingButton({ busy, onClick, children }: { busy: boolean; onClick(): void; children: ReactNode }) {
  return (
    <button type="button" className="button button-outline button-block" disabled={busy} aria-busy={busy || undefined} onClick={onClick}>
      {children}
    </button>
  );
}
