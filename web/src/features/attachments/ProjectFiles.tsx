import { Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { projectFiles, type ProjectFile } from "../../api/attachments";
import { errorMessageKey } from "../../api/client";
import { display } from "../../wasm/display";
import { RetryAlert } from "../data/RetryAlert";
import { useRecord } from "../data/useRecord";
import { AttachmentItem } from "./AttachmentList";
import "./attachments.css";
import { Skeleton } from "../page/Skeleton";

/** The files of one place (a ticket with its replies, or an update), newest first. */
interface Group {
  key: string;
  place: ProjectFile["place"];
  files: ProjectFile[];
}

/** The list's files by where they are: a ticket's and its replies' together, in the order the
 * newest file of each came. */
function byPlace(files: readonly ProjectFile[]): Group[] {
  const groups = new Map<string, Group>();
  for (const f of files) {
    const key = `${f.place.kind === "update" ? "update" : "ticket"}:${f.place._id}`;
    const group = groups.get(key) ?? { key, place: f.place, files: [] };
    group.files.push(f);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * A project's Files (ADR 0039): every file on its tickets, their replies and its statement-of-work
 * updates, grouped by where each is (the ticket's title, the update's first line), newest first;
 * each with its size, who sent it and when, and opened or downloaded as in a message
 * (`AttachmentItem`). The same in the portal (`auth="client"`) and the console (`"admin"`). The
 * server answers the newest 200; past that, the list says how many there are.
 */
export function ProjectFiles({ projectId, auth }: { projectId: string; auth: "client" | "admin" }) {
  const { t } = useTranslation();
  const record = useRecord((signal) => projectFiles(projectId, auth, signal), `${auth}:${projectId}`);
  const { data, error, loading, reload } = record;
  return (
    <div className="project-files">
      {error !== null && <RetryAlert message={`${t("attachments.project.loadFailed")} ${t(errorMessageKey(error))}`} retrying={loading} onRetry={reload} />}
      {!data ? (
        error === null && (
          <Skeleton />
        )
      ) : data.files.length === 0 ? (
        <p className="muted">{t("attachments.project.none")}</p>
      ) : (
        <>
          <ul className="plain-list item-list">
            {byPlace(data.files).map((group) => (
              <PlaceFiles key={group.key} group={group} auth={auth} />
            ))}
          </ul>
          {data.total > data.files.length && (
            <Text size="sm" c="var(--pc-text-muted)" mt="sm">
              {t("attachments.project.more", { shown: data.files.length, total: data.total })}
            </Text>
          )}
        </>
      )}
    </div>
  );
}

function PlaceFiles({ group, auth }: { group: Group; auth: "client" | "admin" }) {
  const { t } = useTranslation();
  const headingId = `files-${group.key.replace(":", "-")}`;
  const { place } = group;
  return (
    <li className="card item" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId} className="project-files-place">
        {place.kind === "update" ? t("attachments.project.update", { title: place.title }) : t("attachments.project.ticket", { title: place.title })}
      </Title>
      <ul className="plain-list attachment-list" aria-labelledby={headingId}>
        {group.files.map((f) => (
          <li key={f.file._id} className="project-file">
            <AttachmentItem file={f.file} auth={auth} />
            <Sent file={f} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** Where the date goes in a sentence, so the date can be kept on one line. */
const DATE = "\u0001";

/** "Sent by Asha Verma in a reply on 2026-12-03": the date a `<time>` that never breaks. */
function Sent({ file }: { file: ProjectFile }) {
  const { t } = useTranslation();
  const key = file.place.kind === "comment" ? "attachments.project.sentInReply" : "attachments.project.sent";
  const [before, after = ""] = t(key, { name: file.uploadedBy.name, date: DATE }).split(DATE);
  return (
    <Text size="xs" c="var(--pc-text-muted)" className="project-file-sent">
      {before}
      <time dateTime={file.attachedAt} className="nowrap">
        {display().displayDate(file.attachedAt)}
      </time>
      {after}
    </Text>
  );
}
