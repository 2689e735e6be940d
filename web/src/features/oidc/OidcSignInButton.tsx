import { Alert, Button, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { oidcFailureCode } from "../../api/oidc";
import type { OidcFrom } from "./attempt";
import { useOidcSignIn } from "./useOidcSignIn";

/**
 * The identity provider's button on the translated sign-in pages (/login, /adminLogin): filled when
 * it is the way in (`primary`), outlined next to the password form otherwise. A refusal to start
 * is said under it.
 */
export function OidcSignInButton({ name, from, primary = false }: { name: string; from: OidcFrom; primary?: boolean }) {
  const { t } = useTranslation();
  const oidc = useOidcSignIn(from, name);
  return (
    <Stack gap="xs">
      <Button variant={primary ? "filled" : "outline"} loading={oidc.starting} onClick={() => void oidc.start()}>
        {t("auth.oidcButton", { name })}
      </Button>
      {oidc.failure !== null && (
        <Alert color="red" variant="light" role="alert">
          {t(`errors.${oidcFailureCode(oidc.failure)}`)}
        </Alert>
      )}
    </Stack>
  );
}
