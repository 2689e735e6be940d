import { Alert, Textarea, type TextareaProps } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { CodeWriter } from "./writer";

/** Above a form of the section: nothing can be posted while the server has no code-host token. */
export function TokenNotice({ writer }: { writer: CodeWriter }) {
  const { t } = useTranslation();
  if (writer.canWrite) return null;
  return (
    <Alert color="yellow" variant="light" role="status">
      {t("portal.code.needsToken")}
    </Alert>
  );
}

/** A Markdown text (an issue's body, a comment), saying so, that grows with what is typed up to `maxRows`. */
export function MarkdownField(props: { label: string; minRows: number; maxRows: number } & Omit<TextareaProps, "description" | "autosize">) {
  const { t } = useTranslation();
  return <Textarea description={t("portal.code.markdownHint")} autosize {...props} />;
}
