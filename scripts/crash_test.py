#!/usr/bin/env python3
"""Crash and restart checks against the real server binary.

crash:    writes from several connections (tickets, comments, tasks with two assignees, goals),
          the server killed with SIGKILL mid-load, restarted on the same database: every write
          that was answered 2xx is there, and none is half-written (each task has both assignees
          and its audit entry).
pgrestart (PostgreSQL only): PostgreSQL restarted under load (a PostgreSQL of the test's own, so
          the suites beside it keep theirs): /readyz goes 503 and back, the server recovers
          without a restart, and no acknowledged write is lost.
mail:     the same writes while the mail server refuses connections (each ticket and staff reply
          queues a notification in its own transaction), SIGKILL mid-load, restart with a real SMTP
          server (web/e2e/mail-server.mjs): every acknowledged write's mail arrives, none more than
          twice.
quotes:   owners accept quotes side by side, SIGKILL mid-load: each quote is accepted whole or not
          at all after the restart (scripts/crash_quotes.py).

Usage: crash_test.py BINARY sqlite|postgres crash|pgrestart|mail|quotes
Environment: PORTICO_TEST_POSTGRES (admin URL, default postgres://postgres@127.0.0.1:5432/postgres).
Only talks to 127.0.0.1; every loop is bounded in count and time.
"""

import glob
import json
import os
import random
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request

BIN, ENGINE, MODE = sys.argv[1], sys.argv[2], sys.argv[3]
PG = os.environ.get("PORTICO_TEST_POSTGRES", "postgres://postgres@127.0.0.1:5432/postgres")
WORKERS = 6
LOAD_SECONDS = 4.0
MAX_WRITES_PER_WORKER = 400


def free_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


def call(base, method, path, body=None, token=None, timeout=5):
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(base + path, data=data, method=method)
    req.add_header("content-type", "application/json")
    if token:
        req.add_header("authorization", "Bearer " + token)
    try:
        with urllib.request.urlopen(req, timeout=timeout) as res:
            text = res.read().decode()
            return res.status, (json.loads(text) if text else None)
    except urllib.error.HTTPError as e:
        return e.code, None
    except Exception:  # connection refused or reset: the outcome is unknown
        return 0, None


class Server:
    def __init__(self, url, work, extra=None):
        self.url, self.work, self.proc = url, work, None
        self.extra = extra or {}
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"

    def env(self):
        return dict(os.environ, DATABASE_URL=self.url, PORT=str(self.port), LOG="warn",
                    WEB_DIR=os.path.join(self.work, "none"), **self.extra)

    def run(self, *args):
        subprocess.run([BIN, *args], env=self.env(), check=True, stdout=subprocess.DEVNULL)

    def start(self):
        log = open(os.path.join(self.work, "server.log"), "a")
        self.proc = subprocess.Popen([BIN, "serve"], env=self.env(), stdout=log, stderr=log)
        for _ in range(150):
            if call(self.base, "GET", "/readyz", timeout=1)[0] == 200:
                return
            if self.proc.poll() is not None:
                sys.exit("the server exited during start-up; see " + log.name)
            time.sleep(0.1)
        sys.exit("the server did not become ready")

    def kill9(self):
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait()

    def stop(self):
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            self.proc.wait(timeout=10)


def psql(sql, url=None):
    subprocess.run(["psql", url or PG, "-qc", sql], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def db_column(url, sql):
    if url.startswith("sqlite"):
        import sqlite3
        path = url.split("sqlite://", 1)[1].split("?", 1)[0]
        with sqlite3.connect(path) as conn:
            return [r[0] for r in conn.execute(sql)]
    out = subprocess.run(["psql", url, "-Atc", sql], check=True, capture_output=True, text=True).stdout
    return out.splitlines()


def sign_in_staff(base):
    """The demo administrator's token. A server just started on a loaded machine may answer a
    sign-in late (argon2id) or ask to come back (503 while its connections are busy): setup asks
    again, for up to half a minute, as a client would; what is checked comes after."""
    status = None
    for _ in range(10):
        status, admin = call(base, "POST", "/api/admin/login",
                             {"email": "admin@example.com", "password": "portico-demo"}, timeout=15)
        if status == 200 and admin:
            return admin["token"]
        time.sleep(1)
    sys.exit(f"setup: the demo administrator could not sign in (last answer {status})")


def setup(server):
    base = server.base
    admin = sign_in_staff(base)
    _, team = call(base, "GET", "/api/team/all?perPage=2", token=admin)
    members = [m["_id"] for m in team["data"]]
    _, projects = call(base, "GET", "/api/project/projects?perPage=1", token=admin)
    project = projects[0]["_id"]
    _, detail = call(base, "GET", f"/api/project/detail/{project}", token=admin)
    sprint = detail["sprints"][0]["_id"]
    # One client per worker, so client write limits never get in the way.
    clients = []
    for w in range(WORKERS):
        email = f"crash{w}-{random.randrange(10**9)}@example.com"
        status, _ = call(base, "POST", "/api/user/signup",
                         {"name": f"Crash {w}", "email": email, "password": "crash-pass-1"}, admin)
        assert status == 201, status
        _, login = call(base, "POST", "/api/user/login", {"email": email, "password": "crash-pass-1"})
        _, ticket = call(base, "POST", "/api/ticket/create", {"title": "Base", "description": "d"}, login["token"])
        clients.append((login["token"], ticket["_id"]))
    return {"admin": admin, "members": members, "project": project, "sprint": sprint, "clients": clients}


def worker(server, ctx, w, acked, stop):
    token, ticket = ctx["clients"][w]
    admin = ctx["admin"]
    for i in range(MAX_WRITES_PER_WORKER):
        if stop.is_set():
            return
        mark = f"w{w}-{i}"
        kind = i % 4
        if kind == 0 and i >= 100:
            kind = 3  # each client's budget for writes to staff is 30 per 10 minutes
        if kind == 0:
            status, body = call(server.base, "POST", "/api/ticket/create", {"title": mark, "description": "load"}, token)
        elif kind == 1:
            status, body = call(server.base, "POST", f"/api/ticket/{ticket}/reply", {"text": mark}, admin)
        elif kind == 2:
            status, body = call(server.base, "POST", f"/api/project/addTask/{ctx['sprint']}",
                                {"title": mark, "assignedTo": ctx["members"]}, admin)
        else:
            status, body = call(server.base, "POST", "/api/goal/create", {"project": ctx["project"], "title": mark}, admin)
        if 200 <= status < 300:
            acked.append((("ticket", "reply", "task", "goal")[kind], mark, body))


def load(server, ctx, seconds, during=None):
    acked, stop = [], threading.Event()
    threads = [threading.Thread(target=worker, args=(server, ctx, w, acked, stop)) for w in range(WORKERS)]
    for t in threads:
        t.start()
    time.sleep(seconds / 2)
    if during:
        during()
    time.sleep(seconds / 2)
    stop.set()
    for t in threads:
        t.join(timeout=30)
    return acked


def verify(server, ctx, acked):
    base, admin = server.base, ctx["admin"]
    _, detail = call(base, "GET", f"/api/project/detail/{ctx['project']}", token=admin, timeout=30)
    tasks = {t["title"]: t for s in detail["sprints"] for t in s["tasks"]}
    # Goals are read straight from the database: the API answers at most 1,000 per project.
    goal_titles = set(db_column(server.url, "SELECT title FROM goals"))
    texts, titles = set(), set()
    page = 1
    while True:
        status, tickets = call(base, "GET", f"/api/ticket/all?perPage=200&page={page}", token=admin, timeout=30)
        assert status == 200, status
        for t in tickets:
            titles.add(t["title"])
            texts.update(c["text"] for c in t["comments"])
            # A list carries a ticket's latest replies; the rest come in pages of their own.
            if t["commentCount"] > len(t["comments"]):
                cpage = 1
                while True:
                    status, comments = call(
                        base, "GET", f"/api/ticket/{t['_id']}/comments?perPage=200&page={cpage}", token=admin, timeout=30
                    )
                    assert status == 200, status
                    texts.update(c["text"] for c in comments)
                    if len(comments) < 200:
                        break
                    cpage += 1
        if len(tickets) < 200:
            break
        page += 1
    problems = []
    for kind, mark, body in acked:
        if kind == "ticket" and mark not in titles:
            problems.append(f"acknowledged ticket {mark} is missing")
        if kind == "reply" and mark not in texts:
            problems.append(f"acknowledged comment {mark} is missing")
        if kind == "goal" and mark not in goal_titles:
            problems.append(f"acknowledged goal {mark} is missing")
        if kind == "task" and mark not in tasks:
            problems.append(f"acknowledged task {mark} is missing")
    # Nothing half-written: every task (acknowledged or not) has both assignees and an audit entry.
    audited = set()
    page = 1
    while True:
        _, entries = call(base, "GET", f"/api/admin/audit?perPage=200&page={page}&q=task.create", token=admin, timeout=30)
        audited.update(e["entityId"] for e in entries)
        if len(entries) < 200:
            break
        page += 1
    for title, t in tasks.items():
        if title.startswith("w") and "-" in title:
            if len(t["assignedTo"]) != len(ctx["members"]):
                problems.append(f"task {title} has {len(t['assignedTo'])} assignees")
            if t["_id"] not in audited:
                problems.append(f"task {title} has no audit entry")
    return problems


ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def start_mail_server():
    """The SMTP fixture the test suite uses; returns (process, smtp port, http base)."""
    node = os.path.join(ROOT, "web", "node_modules", ".bin", "node")
    proc = subprocess.Popen([node, os.path.join(ROOT, "web", "e2e", "mail-server.mjs")],
                            env=dict(os.environ, SMTP_PORT="0", HTTP_PORT="0"),
                            stdout=subprocess.PIPE, text=True)
    line = proc.stdout.readline().split()
    ports = dict(part.split("=") for part in line[1:])
    return proc, int(ports["smtp"]), f"http://127.0.0.1:{ports['http']}"


def mails(http_base):
    with urllib.request.urlopen(http_base + "/messages", timeout=10) as r:
        return json.loads(r.read())


def mailed(kind, mark, subjects, texts):
    """A ticket is named in its line of a mail; a reply is quoted as a line of its own."""
    return f"“{mark}”" in texts if kind == "ticket" else f"\n> {mark}\n" in texts


def mail_after_crash(server, ctx, work):
    """Writes queue mail nobody can send yet; SIGKILL; a restart with a mail server sends it."""
    acked, stop = [], threading.Event()
    threads = [threading.Thread(target=worker, args=(server, ctx, w, acked, stop)) for w in range(WORKERS)]
    for t in threads:
        t.start()
    time.sleep(LOAD_SECONDS)
    server.kill9()
    stop.set()
    for t in threads:
        t.join(timeout=30)
    proc, smtp_port, http_base = start_mail_server()
    try:
        server.extra["SMTP_URL"] = f"smtp://127.0.0.1:{smtp_port}"
        server.start()
        want = [(kind, mark) for kind, mark, _ in acked if kind in ("ticket", "reply")]
        got = []
        # A mail the killed server had claimed waits for its claim to run out (60 s).
        for _ in range(900):
            got = mails(http_base)
            subjects = " ".join(m["subject"] for m in got)
            texts = "\n" + "\n".join(m["text"] for m in got)
            if all(mailed(kind, mark, subjects, texts) for kind, mark in want):
                break
            time.sleep(0.1)
        subjects = " ".join(m["subject"] for m in got)
        texts = "\n" + "\n".join(m["text"] for m in got)
        problems = [f"no mail for acknowledged {kind} {mark}: "
                    + repr([m["text"][:300] for m in got if mark in m["text"]][:2])
                    for kind, mark in want if not mailed(kind, mark, subjects, texts)]
        per_id = {}
        for m in got:
            per_id[m["messageId"]] = per_id.get(m["messageId"], 0) + 1
        problems += [f"{mid} delivered {n} times" for mid, n in per_id.items() if n > 2]
        twice = sum(1 for n in per_id.values() if n == 2)
        print(f"{ENGINE} mail: {len(want)} acknowledged writes that mail; {len(got)} mails delivered "
              f"after SIGKILL and restart ({twice} twice); {len(problems)} problems")
        return problems
    finally:
        proc.terminate()
        proc.wait(timeout=10)


class PrivatePostgres:
    """A PostgreSQL server of the test's own (initdb in a temporary folder, a free port): the restart
    test stops and starts it under load without touching the machine's PostgreSQL, which the other
    suites running beside it use."""

    def __init__(self, work):
        self.bin = sorted(glob.glob("/usr/lib/postgresql/*/bin"))[-1]
        self.data = os.path.join(work, "pg")
        self.port = free_port()
        os.chmod(work, 0o755)
        os.makedirs(self.data, mode=0o700)
        self.user = [] if os.geteuid() != 0 else ["runuser", "-u", "postgres", "--"]
        if self.user:
            shutil.chown(self.data, "postgres", "postgres")
        self.as_owner("initdb", "-D", self.data, "-U", "postgres", "--auth=trust", "-E", "UTF8")
        self.url = f"postgres://postgres@127.0.0.1:{self.port}/postgres"

    def as_owner(self, tool, *args):
        subprocess.run([*self.user, os.path.join(self.bin, tool), *args], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def start(self):
        self.as_owner("pg_ctl", "-D", self.data, "-w", "-l", os.path.join(self.data, "log"),
                      "-o", f"-p {self.port} -k {self.data} -c listen_addresses=127.0.0.1", "start")

    def stop(self):
        self.as_owner("pg_ctl", "-D", self.data, "-w", "-m", "fast", "stop")


def main():
    global PG
    work = tempfile.mkdtemp(prefix="portico-crash-")
    db_name = None
    private = None
    if MODE == "pgrestart":
        private = PrivatePostgres(work)
        private.start()
        PG = private.url
    if ENGINE == "sqlite":
        url = f"sqlite://{work}/crash.db?mode=rwc"
    else:
        db_name = f"portico_crash_{os.getpid()}"
        psql(f"DROP DATABASE IF EXISTS {db_name} WITH (FORCE)")
        psql(f"CREATE DATABASE {db_name}")
        url = PG.rsplit("/", 1)[0] + "/" + db_name
    # Mail: none can be sent (a closed port) until the restart; retries come quickly.
    extra = ({"SMTP_URL": "smtp://127.0.0.1:9", "MAIL_DIGEST_SECS": "0", "MAIL_RETRY_BASE_MS": "100"}
             if MODE == "mail" else {})
    server = Server(url, work, extra)
    try:
        server.run("seed")
        server.start()
        if MODE == "quotes":
            from crash_quotes import quotes_after_crash
            problems = quotes_after_crash(server, call, db_column, sign_in_staff)
            for p in problems[:20]:
                print("  " + p)
            return 1 if problems else 0
        ctx = setup(server)
        if MODE == "mail":
            problems = mail_after_crash(server, ctx, work)
        elif MODE == "crash":
            acked, stop = [], threading.Event()
            threads = [threading.Thread(target=worker, args=(server, ctx, w, acked, stop)) for w in range(WORKERS)]
            for t in threads:
                t.start()
            time.sleep(LOAD_SECONDS)
            server.kill9()  # mid-load, with requests in flight
            stop.set()
            for t in threads:
                t.join(timeout=30)
            server.start()
            problems = verify(server, ctx, acked)
            print(f"{ENGINE} crash: {len(acked)} writes acknowledged before SIGKILL; "
                  f"{len(problems)} problems after restart")
        else:
            seen = []

            def restart_postgres():
                watcher = threading.Thread(target=lambda: [seen.append(call(server.base, "GET", "/readyz", timeout=2)[0])
                                                           or time.sleep(0.1) for _ in range(60)])
                watcher.start()
                # Down for a couple of seconds, as a real restart or fail-over would be.
                private.stop()
                time.sleep(2.5)
                private.start()
                watcher.join()

            acked = load(server, ctx, 8.0, during=restart_postgres)
            for _ in range(100):
                if call(server.base, "GET", "/readyz", timeout=2)[0] == 200:
                    break
                time.sleep(0.2)
            problems = verify(server, ctx, acked)
            if 503 not in seen:
                problems.append(f"/readyz never said 503 while PostgreSQL restarted: {sorted(set(seen))}")
            if server.proc.poll() is not None:
                problems.append("the server exited")
            print(f"{ENGINE} PostgreSQL restart: {len(acked)} writes acknowledged; /readyz answers seen "
                  f"{sorted(set(seen))}; {len(problems)} problems")
        for p in problems[:20]:
            print("  " + p)
        return 1 if problems else 0
    finally:
        server.stop()
        if db_name:
            try:
                psql(f"DROP DATABASE IF EXISTS {db_name} WITH (FORCE)")
            except Exception:
                pass
        if private:
            try:
                private.stop()
            except Exception:
                pass
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
