import { Button, Group, NativeSelect, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Project } from "../../../../api/client";
import { runningTimer, startTimer, stopTimer } from "../../../../api/hours";
import { wasm, loadWasm } from "../../../../wasm";
import { useRecord } from "../../../data/useRecord";
import { useWrite } from "../../../forms/useWrite";

/** Minutes since `startedAt` (RFC 3339), at least one, as the server counts them (capped at 12 h there). */
function minutesSince(startedAt: string, now: number): number {
  return Math.max(1, Math.floor((now - Date.parse(startedAt)) / 60_000));
}

/**
 * The staff member's timer (one at a time): what runs and for how long, with Stop (its time is
 * logged on the day it started; a timer forgotten past 12 hours logs 12 and says so); or Start on
 * this project, for a task or the project itself (a timer running elsewhere stops and logs first).
 */
export function TimerBar({ project, onLogged }: { project: Project; onLogged(): void }) {
  const { t } = useTranslation();
  const timer = useRecord((signal) => runningTimer(signal), "timer");
  const write = useWrite();
  const [task, setTask] = useState("");
  const [now, setNow] = useState(() => Date.now());
  const [ready, setReady] = useState(false);
  const running = timer.data ?? null;

  useEffect(() => {
    void loadWasm().then(() => setReady(true));
  }, []);
  useEffect(() => {
    if (!running) return;
    const tick = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(tick);
  }, [running]);

  const start = () =>
    write(() => startTimer({ project: project._id, task: task || undefined }), {
      success: { title: t("admin.hours.timerStarted") },
      failure: t("admin.hours.timerFailed"),
      onSuccess: (started) => {
        timer.reload();
        if (started.stopped) onLogged();
      },
    });
  const stop = () =>
    write(() => stopTimer(), {
      success: { title: t("admin.hours.timerStopped") },
      failure: t("admin.hours.timerFailed"),
      onSuccess: () => {
        timer.reload();
        onLogged();
      },
    });

  return (
    <section aria-labelledby="hours-timer" className="card hours-timer">
      <Text fw={700} id="hours-timer">
        {t("admin.hours.timer")}
      </Text>
      {running ? (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text role="status">
            {t("admin.hours.running", {
              time: ready ? wasm().formatDuration(Math.min(minutesSince(running.startedAt, now), 720)) : "…",
              what: running.taskTitle ?? running.ticketTitle ?? running.projectTitle,
            })}
          </Text>
          <Button color="red.9" onClick={() => void stop()}>
            {t("admin.hours.stop")}
          </Button>
        </Group>
      ) : (
        <Group align="flex-end" wrap="wrap" gap="sm">
          <NativeSelect
            label={t("admin.hours.timerFor")}
            data={[{ value: "", label: t("hours.project") }, ...project.sprints.flatMap((s) => s.tasks.map((x) => ({ value: x._id, label: `${x.title} · ${s.title}` })))]}
            value={task}
            onChange={(e) => setTask(e.currentTarget.value)}
          />
          <Button onClick={() => void start()} disabled={timer.data === undefined}>
            {t("admin.hours.start")}
          </Button>
        </Group>
      )}
    </section>
  );
}
