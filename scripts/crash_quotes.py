"""SIGKILL while companies' owners accept quotes (ADR 0044), for scripts/crash_test.py.

An acceptance writes several rows in one transaction: the decision (insert-only), each of the
snapshot's milestones, the project's budget, the quote's state, the activity and the staff's mail.
Owners accept sent quotes side by side; once a third are acknowledged the server is killed with
requests in flight. After a restart on the same database every quote is whole one way or the
other: accepted with exactly one decision, both its milestones and its amount in the budget, or
still sent with none of them; every acceptance answered 2xx is there; and every quote still sent
can be accepted (no half-written acceptance holds it).
"""

import random
import threading
import time

CLIENTS = 4
QUOTES_PER_CLIENT = 15


def _quote(project, i):
    return {
        "project": project,
        "kind": "quote",
        "title": f"Crash quote {i}",
        "rule": "any",
        "lines": [
            {"title": "Build", "quantity": "2", "unitPrice": str(1000 + i), "taxName": "GST", "taxRate": "18", "milestone": 0},
            {"title": "Support", "quantity": "1", "unitPrice": "500", "milestone": 1},
        ],
        "milestones": [
            {"title": "On acceptance", "release": "acceptance"},
            {"title": "On acceptance, the rest", "release": "acceptance"},
        ],
        "validUntil": "2099-12-31",
        "terms": "Paid in two parts.",
    }


def _setup(base, call, admin):
    """Per client: its owner's token, a project and sent quotes with what the owner was shown."""
    owners, quotes = [], []
    for c in range(CLIENTS):
        name = f"Crash Owner {c}"
        email = f"crash-owner{c}-{random.randrange(10**9)}@example.com"
        status, client = call(base, "POST", "/api/user/signup",
                              {"name": name, "email": email, "password": "crash-pass-1"}, admin)
        assert status == 201, f"signup answered {status}"
        _, login = call(base, "POST", "/api/user/login", {"email": email, "password": "crash-pass-1"})
        status, project = call(base, "POST", "/api/project/createProject",
                               {"title": f"Crash project {c}", "client": client["_id"], "github": "acme",
                                "repoName": "shop", "projectDesc": "s", "projectDetailsDesc": "l",
                                "currency": "INR"}, admin)
        assert status in (200, 201), f"createProject answered {status}"
        mine = []
        for i in range(QUOTES_PER_CLIENT):
            status, q = call(base, "POST", "/api/quote/create", _quote(project["_id"], i), admin)
            assert status == 201, f"quote/create answered {status}"
            status, _ = call(base, "POST", f"/api/quote/send/{q['_id']}", {}, admin)
            assert status == 200, f"quote/send answered {status}"
            status, shown = call(base, "GET", f"/api/quote/one/{q['_id']}", token=login["token"])
            assert status == 200, f"quote/one answered {status}"
            mine.append(shown)
        owners.append((login["token"], name, project["_id"], mine))
        quotes.extend(mine)
    return owners, quotes


def _accept(base, call, token, name, q):
    body = {"decision": "accept", "shown": q["shown"], "signedName": name, "termsRead": True}
    return call(base, "POST", f"/api/quote/decide/{q['_id']}", body, token, timeout=10)[0]


def _rows(db_column, url, sql):
    return [line.split("|") for line in db_column(url, sql)]


def quotes_after_crash(server, call, db_column, sign_in_staff):
    base = server.base
    admin = sign_in_staff(base)
    owners, quotes = _setup(base, call, admin)
    projects = [p for _, _, p, _ in owners]
    listed = ",".join(f"'{p}'" for p in projects)
    budget_sql = f"SELECT id || '|' || CAST(COALESCE(budget_minor, 0) AS TEXT) FROM projects WHERE id IN ({listed})"
    budgets_before = {p: int(b) for p, b in _rows(db_column, server.url, budget_sql)}

    acked, stop = [], threading.Event()

    def owner(token, name, mine):
        for q in mine:
            if stop.is_set():
                return
            if 200 <= _accept(base, call, token, name, q) < 300:
                acked.append(q["_id"])

    threads = [threading.Thread(target=owner, args=(t, n, m)) for t, n, _, m in owners]
    for t in threads:
        t.start()
    deadline = time.time() + 60
    while len(acked) < len(quotes) // 3 and time.time() < deadline:
        time.sleep(0.005)
    server.kill9()  # with acceptances in flight
    stop.set()
    for t in threads:
        t.join(timeout=30)
    server.start()

    ids = ",".join(f"'{q['_id']}'" for q in quotes)
    state = {i: (s, p, int(sub)) for i, s, p, sub in _rows(db_column, server.url,
             f"SELECT id || '|' || state || '|' || project_id || '|' || CAST(subtotal_minor AS TEXT) "
             f"FROM quotes WHERE id IN ({ids})")}
    decisions, milestones = {}, {}
    for (i,) in _rows(db_column, server.url, f"SELECT signoff_id FROM signoff_decisions WHERE signoff_id IN ({ids})"):
        decisions[i] = decisions.get(i, 0) + 1
    for (i,) in _rows(db_column, server.url, f"SELECT quote_id FROM payments WHERE quote_id IN ({ids})"):
        milestones[i] = milestones.get(i, 0) + 1
    budgets = {p: int(b) for p, b in _rows(db_column, server.url, budget_sql)}

    problems = []
    for i in acked:
        if state[i][0] != "accepted":
            problems.append(f"acknowledged acceptance of {i} is {state[i][0]} after restart")
    grown = dict.fromkeys(projects, 0)
    for i, (s, project, subtotal) in state.items():
        d, m = decisions.get(i, 0), milestones.get(i, 0)
        if s == "accepted":
            grown[project] += subtotal
            if (d, m) != (1, 2):
                problems.append(f"accepted quote {i} has {d} decisions and {m} milestones")
        elif s == "sent":
            if (d, m) != (0, 0):
                problems.append(f"waiting quote {i} has {d} decisions and {m} milestones")
        else:
            problems.append(f"quote {i} is {s}")
    for p in projects:
        if budgets[p] != budgets_before[p] + grown[p]:
            problems.append(f"project {p}: budget {budgets[p]}, expected {budgets_before[p]} + {grown[p]}")
    waiting = [i for i, (s, _, _) in state.items() if s == "sent"]
    if not acked or not waiting:
        problems.append(f"the kill came at the wrong time: {len(acked)} acknowledged, {len(waiting)} waiting")
    # Nothing half-done holds a quote: each still waiting is accepted now.
    by_id = {q["_id"]: (t, n, q) for t, n, _, mine in owners for q in mine}
    for i in waiting:
        token, name, q = by_id[i]
        status = _accept(base, call, token, name, q)
        if status != 200:
            problems.append(f"waiting quote {i} could not be accepted after restart ({status})")
    print(f"{len(quotes)} quotes; {len(acked)} acceptances acknowledged before SIGKILL, "
          f"{len(state) - len(waiting)} accepted, {len(waiting)} accepted after restart; {len(problems)} problems")
    return problems
