import { Tabs } from "@mantine/core";
import "@mantine/core/styles/Tabs.layer.css";
import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ApiError, type Project } from "../../api/client";
import type { CodeAuth } from "../../api/code";
import "./code.css";
import { CommitsTab } from "./CommitsTab";
import { CreateIssueTab } from "./CreateIssueTab";
import { IssuesTab } from "./IssuesTab";
import { PullsTab } from "./PullsTab";
import { CodeLoadFailure, RepositoryLine, SyncNotice } from "./SyncNotice";
import { TeamGrid } from "./TeamGrid";
import { useCodeActivity } from "./useCodeActivity";
import type { CodeWriter } from "./writer";
import { Skeleton } from "../page/Skeleton";

export const CODE_TABS = ["commits", "issues", "pulls", "create", "team"] as const;
export type CodeTab = (typeof CODE_TABS)[number];

function isCodeTab(value: string | null): value is CodeTab {
  return (CODE_TABS as readonly (string | null)[]).includes(value);
}

export interface CodeSectionProps {
  project: Project;
  /** The client's token in the portal; staff's in the console (they see what the client sees). */
  auth: CodeAuth;
}

/**
 * Code updates (product.md §2): the project's repository and how fresh its activity is, then the
 * tabs Commits, Issues, Pull requests, Create Issue and Team. The activity comes from our server,
 * which keeps the code-host token and a cached copy; when that copy is old or missing the section
 * says why (`SyncNotice`), and a failed read says what failed, with Retry. Create Issue is left out
 * while no repository is connected.
 */
export default function CodeSection({ project, auth }: CodeSectionProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useCodeActivity(project._id, auth);
  const { data, error } = state;
  const [tab, setTab] = useState<CodeTab>("commits");

  // A client whose session ended goes to the landing page (the API layer has forgotten the token;
  // for staff it has already gone to the staff sign-in).
  const signedOut = auth === "client" && error instanceof ApiError && error.status === 401;
  useEffect(() => {
    if (signedOut) void navigate("/");
  }, [signedOut, navigate]);

  const connected = data !== undefined && data.repository !== null;
  const current: CodeTab = tab === "create" && !connected ? "commits" : tab;
  const writer: CodeWriter = {
    projectId: project._id,
    auth,
    canWrite: data?.canWrite ?? false,
    onChanged: state.reload,
  };

  const activityPanel = (render: (activity: NonNullable<typeof data>) => ReactNode) => {
    if (data) return render(data);
    if (error) return <p className="muted">{t("portal.code.unavailable")}</p>;
    return (
      <Skeleton label={t("portal.code.loading")} />
    );
  };

  return (
    <div className="code-section">
      {data && <RepositoryLine activity={data} />}
      {error !== null && !signedOut && (
        <CodeLoadFailure error={error} stale={data !== undefined} retrying={state.loading} onRetry={state.reload} />
      )}
      {data && (
        <SyncNotice activity={data} gaveUpWaiting={state.gaveUpWaiting} checking={state.loading} onCheckAgain={state.reload} />
      )}
      <Tabs value={current} onChange={(v) => isCodeTab(v) && setTab(v)} keepMounted={false} mt="md">
        <Tabs.List>
          <Tabs.Tab value="commits">{t("portal.code.tabs.commits")}</Tabs.Tab>
          <Tabs.Tab value="issues">{t("portal.code.tabs.issues")}</Tabs.Tab>
          <Tabs.Tab value="pulls">{t("portal.code.tabs.pulls")}</Tabs.Tab>
          {connected && <Tabs.Tab value="create">{t("portal.code.tabs.create")}</Tabs.Tab>}
          <Tabs.Tab value="team">{t("portal.code.tabs.team")}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="commits" pt="md">
          {activityPanel((a) => (
            <CommitsTab commits={a.commits} />
          ))}
        </Tabs.Panel>
        <Tabs.Panel value="issues" pt="md">
          {activityPanel((a) => (
            <IssuesTab issues={a.issues} writer={writer} />
          ))}
        </Tabs.Panel>
        <Tabs.Panel value="pulls" pt="md">
          {activityPanel((a) => (
            <PullsTab pulls={a.pulls} />
          ))}
        </Tabs.Panel>
        {connected && (
          <Tabs.Panel value="create" pt="md">
            <CreateIssueTab
              writer={writer}
              onCreated={() => {
                setTab("issues");
                state.reload();
              }}
            />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="team" pt="md">
          <TeamGrid team={project.projectTeam} />
        </Tabs.Panel>
      </Tabs>
    </div>
  );
}
