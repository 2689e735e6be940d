import { Alert, Badge, Button, Group, Stack, Text } from "@mantine/core";
import "@mantine/core/styles/Badge.layer.css";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { SignedAuth } from "../../api/account";
import { startTwoFactorSetup, twoFactorStatus, type TwoFactorSetup, type TwoFactorStatus } from "../../api/two-factor";
import { NotLoaded } from "../data/NotLoaded";
import { useRecord } from "../data/useRecord";
import { useWrite } from "../forms/useWrite";
import { ProveForm } from "./ProveForm";
import { RecoveryCodesView } from "./RecoveryCodesView";
import { SetupStep } from "./SetupStep";
import "./twoFactor.css";

type View =
  | { kind: "status" }
  | { kind: "setup"; setup: TwoFactorSetup }
  | { kind: "codes"; codes: readonly string[] }
  | { kind: "prove"; purpose: "codes" | "off" };

/**
 * The signed-in person's two-factor sign-in, the same for clients (portal settings) and staff
 * (console Settings, and the setup-only console): whether it is on and how many recovery codes are
 * left; "Set up" (QR code, key as text, a first code); the ten recovery codes once; "New recovery
 * codes" and "Turn off", each asking for a code ("Turn off" is not offered while it is required).
 * `onEnabled` runs once the codes of a new setup are saved (the setup-only console opens then).
 */
export function TwoFactorPanel({ auth, account, onEnabled }: { auth: SignedAuth; account?: string; onEnabled?: () => void }) {
  const { t } = useTranslation();
  const status = useRecord((signal) => twoFactorStatus(auth, signal), `twoFactor:${auth}`);
  const [view, setView] = useState<View>({ kind: "status" });
  const [starting, setStarting] = useState(false);
  const [fromSetup, setFromSetup] = useState(false);
  const write = useWrite();

  async function startSetup() {
    setStarting(true);
    await write(() => startTwoFactorSetup(auth), {
      success: null,
      failure: t("twoFactor.setupFailed"),
      onSuccess: (setup) => setView({ kind: "setup", setup }),
    });
    setStarting(false);
  }

  function backToStatus() {
    setView({ kind: "status" });
    status.reload();
  }

  if (view.kind === "setup") {
    return (
      <SetupStep
        auth={auth}
        setup={view.setup}
        onConfirmed={({ recoveryCodes }) => {
          setFromSetup(true);
          setView({ kind: "codes", codes: recoveryCodes });
        }}
        onCancel={() => setView({ kind: "status" })}
      />
    );
  }
  if (view.kind === "codes") {
    return (
      <RecoveryCodesView
        codes={view.codes}
        account={account}
        onSaved={() => {
          backToStatus();
          if (fromSetup) onEnabled?.();
          setFromSetup(false);
        }}
      />
    );
  }

  if (!status.data) return <NotLoaded record={status} failure={(message) => t("twoFactor.loadFailed", { message })} />;

  return (
    <Stack gap="md">
      <StatusLine status={status.data} />
      {view.kind === "prove" ? (
        <ProveForm
          auth={auth}
          purpose={view.purpose}
          onCancel={() => setView({ kind: "status" })}
          onDone={(codes) => (codes ? setView({ kind: "codes", codes: codes.recoveryCodes }) : backToStatus())}
        />
      ) : (
        <Actions status={status.data} starting={starting} onSetUp={() => void startSetup()} onProve={(purpose) => setView({ kind: "prove", purpose })} />
      )}
    </Stack>
  );
}

/** On or off, the codes left, and why it cannot be turned off or set up, when that is so. */
function StatusLine({ status }: { status: TwoFactorStatus }) {
  const { t } = useTranslation();
  if (!status.available && !status.enabled) {
    return (
      <Alert color="orange" variant="light">
        {t("twoFactor.unavailable")}
      </Alert>
    );
  }
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Badge color={status.enabled ? "green.9" : "gray.8"} variant="light">
          {status.enabled ? t("twoFactor.stateOn") : t("twoFactor.stateOff")}
        </Badge>
        <Text size="sm">{status.enabled ? t("twoFactor.on") : t("twoFactor.off")}</Text>
      </Group>
      {status.enabled && <Text size="sm">{t("twoFactor.codesLeft", { count: status.recoveryCodesLeft })}</Text>}
      {status.required && <Text size="sm">{status.enabled ? t("twoFactor.requiredOn") : t("twoFactor.requiredOff")}</Text>}
    </Stack>
  );
}

function Actions({
  status,
  starting,
  onSetUp,
  onProve,
}: {
  status: TwoFactorStatus;
  starting: boolean;
  onSetUp(): void;
  onProve(purpose: "codes" | "off"): void;
}) {
  const { t } = useTranslation();
  if (!status.enabled) {
    return status.available ? (
      <Button loading={starting} onClick={onSetUp} style={{ alignSelf: "flex-start" }}>
        {t("twoFactor.setUp")}
      </Button>
    ) : null;
  }
  return (
    <Group gap="sm">
      <Button variant="light" onClick={() => onProve("codes")}>
        {t("twoFactor.newCodes")}
      </Button>
      {!status.required && (
        <Button variant="outline" color="red.9" onClick={() => onProve("off")}>
          {t("twoFactor.turnOff")}
        </Button>
      )}
    </Group>
  );
}
