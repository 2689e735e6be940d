#!/usr/bin/env python3
"""Two loads wrk cannot make, for scripts/bench.sh (standard library only).

  write-then-read BASE STAFF_TOKEN CLIENT_TOKEN PROJECT_ID TASK_ID [N]
      On one keep-alive connection: set the task's status (staff), then read the project
      (client), N times. Prints "p50_ms=.. p99_ms=.. stale=.." for the reads; a read that does not
      show the status just written counts as stale.

  writer BASE STAFF_TOKEN CLIENT_TOKENS_FILE RATE SECONDS
      Staff write RATE times a second to the projects of the clients in the file (one "token
      project_id task_id" per line), and after each write the written client reads that project
      on another connection: prints "writes=.. per_s=.. stale=..". Run beside wrk's readers.

  keeper-pass BASE STAFF_TOKEN METRICS_URL TIMEOUT_S
      Staff rename the first team member (whose name is in every project they are on), then the
      server's /metrics is read every 100 ms until no project waits for its read to be kept:
      prints "projects=.. seconds=.. per_s=..", projects being the most seen waiting.
"""
import http.client
import json
import statistics
import sys
import time
from urllib.parse import urlparse

STATUSES = ["todo", "inprogress", "done"]


def connect(base):
    u = urlparse(base)
    return http.client.HTTPConnection(u.hostname, u.port, timeout=30)


def call(conn, method, path, token, body=None):
    headers = {"Authorization": f"Bearer {token}", "Accept": "application/json"}
    data = None
    if body is not None:
        data = json.dumps(body)
        headers["Content-Type"] = "application/json"
    conn.request(method, "/api" + path, body=data, headers=headers)
    res = conn.getresponse()
    payload = res.read()
    if res.status >= 300:
        raise SystemExit(f"{method} {path}: HTTP {res.status} {payload[:200]!r}")
    return payload


def task_status(project_json, task_id):
    project = json.loads(project_json)
    for sprint in project["sprints"]:
        for task in sprint["tasks"]:
            if task["_id"] == task_id:
                return task["status"]
    return None


def write_then_read(base, staff, client, project, task, n=200):
    conn = connect(base)
    times, stale = [], 0
    for i in range(n):
        status = STATUSES[i % 3]
        call(conn, "PUT", f"/project/updateTaskStatus/{task}", staff, {"status": status})
        t = time.perf_counter()
        body = call(conn, "GET", f"/project/detail/{project}", client)
        times.append((time.perf_counter() - t) * 1000)
        if task_status(body, task) != status:
            stale += 1
    times.sort()
    p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
    print(f"p50_ms={statistics.median(times):.2f} p99_ms={p99:.2f} stale={stale}")


def writer(base, staff, tokens_file, rate, seconds):
    targets = [line.split() for line in open(tokens_file) if line.strip()]
    w, r = connect(base), connect(base)
    interval = 1.0 / rate
    start = time.perf_counter()
    writes, stale, i = 0, 0, 0
    while time.perf_counter() - start < seconds:
        token, project, task = targets[i % len(targets)]
        status = STATUSES[(i // len(targets)) % 3]
        call(w, "PUT", f"/project/updateTaskStatus/{task}", staff, {"status": status})
        writes += 1
        # The client's next read follows the write: it must show it (any server, any cache).
        if task_status(call(r, "GET", f"/project/detail/{project}", token), task) != status:
            stale += 1
        i += 1
        sleep = start + i * interval - time.perf_counter()
        if sleep > 0:
            time.sleep(sleep)
    elapsed = time.perf_counter() - start
    print(f"writes={writes} per_s={writes / elapsed:.1f} stale={stale}")


def behind(metrics_url):
    u = urlparse(metrics_url)
    conn = http.client.HTTPConnection(u.hostname, u.port, timeout=30)
    conn.request("GET", u.path)
    for line in conn.getresponse().read().decode().splitlines():
        if line.startswith("portico_keeper_behind_projects "):
            return int(float(line.split()[1]))
    raise SystemExit("no portico_keeper_behind_projects in /metrics")


def keeper_pass(base, staff, metrics_url, timeout):
    conn = connect(base)
    page = json.loads(call(conn, "GET", "/team/all?limit=1", staff))
    member = page["data"][0]
    body = {k: member.get(k) for k in ("role", "email", "about", "phoneNumber", "address")}
    body = {k: v for k, v in body.items() if v is not None}
    body["name"] = member["name"] + " R"
    start = time.perf_counter()
    call(conn, "PUT", f"/team/edit/{member['_id']}", staff, body)
    most = 0
    while time.perf_counter() - start < timeout:
        n = behind(metrics_url)
        most = max(most, n)
        if n == 0 and (most > 0 or time.perf_counter() - start > 5):
            break
        time.sleep(0.1)
    seconds = time.perf_counter() - start
    print(f"projects={most} seconds={seconds:.2f} per_s={most / seconds:.1f}")


if __name__ == "__main__":
    cmd, args = sys.argv[1], sys.argv[2:]
    if cmd == "write-then-read":
        write_then_read(*args[:5], *(int(a) for a in args[5:6]))
    elif cmd == "keeper-pass":
        keeper_pass(args[0], args[1], args[2], float(args[3]))
    elif cmd == "writer":
        writer(args[0], args[1], args[2], float(args[3]), float(args[4]))
    else:
        raise SystemExit(__doc__)
