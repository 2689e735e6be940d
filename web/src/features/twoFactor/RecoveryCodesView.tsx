import { Button, Group, List, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import "@mantine/core/styles/List.layer.css";
import "@mantine/core/styles/VisuallyHidden.layer.css";
import { useClipboard } from "@mantine/hooks";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { saveBlob } from "../data/download";
import { localDay, recoveryCodesFile, recoveryCodesFilename } from "./format";

/**
 * The ten recovery codes, shown once (after a setup or on "New recovery codes"): Copy, Download
 * as a .txt, and "I have saved them", which is the only way on. The heading takes the focus, so
 * keyboard and screen-reader users land on the codes.
 */
export function RecoveryCodesView({ codes, account, onSaved }: { codes: readonly string[]; account?: string; onSaved(): void }) {
  const { t } = useTranslation();
  const clipboard = useClipboard({ timeout: 3000 });
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  function download() {
    const now = new Date();
    const text = recoveryCodesFile(codes, {
      title: account ? t("twoFactor.fileTitle", { account }) : t("twoFactor.fileTitleNoAccount"),
      made: t("twoFactor.fileMade", { day: localDay(now) }),
      note: t("twoFactor.fileNote"),
    });
    saveBlob(new Blob([text], { type: "text/plain;charset=utf-8" }), recoveryCodesFilename(now));
  }

  return (
    <Stack gap="md">
      <Title order={3} size="h4" ref={heading} tabIndex={-1}>
        {t("twoFactor.codesTitle")}
      </Title>
      <Text size="sm">{t("twoFactor.codesIntro")}</Text>
      <List type="ordered" aria-label={t("twoFactor.codesLabel")} className="two-factor-codes" spacing={2}>
        {codes.map((code) => (
          <List.Item key={code}>
            <code>{code}</code>
          </List.Item>
        ))}
      </List>
      <Group gap="sm">
        <Button variant="light" onClick={() => clipboard.copy(codes.join("\n"))}>
          {clipboard.copied ? t("twoFactor.copied") : t("twoFactor.copyCodes")}
        </Button>
        <Button variant="light" onClick={download}>
          {t("twoFactor.download")}
        </Button>
        <Button onClick={onSaved}>{t("twoFactor.saved")}</Button>
      </Group>
      <VisuallyHidden role="status">{clipboard.copied ? t("twoFactor.codesCopied") : ""}</VisuallyHidden>
    </Stack>
  );
}
