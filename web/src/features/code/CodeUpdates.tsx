import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { Project } from "../../api/client";
import type { CodeAuth } from "../../api/code";
import { Skeleton } from "../page/Skeleton";
import { loadCodeWords } from "./words";

// Its own chunk: the section (tabs, Markdown styles, forms) loads when someone opens it, with its
// words (`portal.code.*` but the loading label and a task's code line: ./words.ts).
const CodeSection = lazy(() => Promise.all([import("./CodeSection"), loadCodeWords()]).then(([m]) => m));

/**
 * Code updates (product.md §2): the project's repository activity, read from our server (which
 * holds the code-host token). The portal passes the client's token; the console's Code tab the
 * staff's, so staff see what the client sees.
 */
export function CodeUpdates({ project, auth = "client" }: { project: Project; auth?: CodeAuth }) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <Skeleton label={t("portal.code.loading")} />
      }
    >
      <CodeSection project={project} auth={auth} />
    </Suspense>
  );
}
