//! Staff writes answer without rendering the project's kept read (the keeper renders it once the
//! project is quiet, `server/src/reads/`): these stories pin that nothing a read shows is older
//! for it. A burst of writes followed at once by a read gives the last write's state, on the
//! server that answered them (read-your-writes) and on a second server within a second; a write
//! to a project someone reads renders it before answering, a write that nobody reads renders
//! nothing on its request path, and several such writes to one project are rendered once by the
//! keeper.

use std::time::{Duration, Instant};

use portico_tests::metrics::{sample, scrape, spawn_with_metrics};
use portico_tests::{engine_fns, id_of, spawn_pair, world, Engine, TestApp, World};
use serde_json::{json, Value};

const STATUSES: [&str; 3] = ["inprogress", "done", "todo"];

/// The status of each of `tasks` in a project's read.
fn statuses(project: &Value, tasks: &[String]) -> Vec<String> {
    let all: Vec<&Value> = project["sprints"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|s| s["tasks"].as_array().unwrap())
        .collect();
    tasks
        .iter()
        .map(|id| {
            let task = all
                .iter()
                .find(|t| t["_id"] == *id.as_str())
                .expect("the task is read");
            task["status"].as_str().unwrap().to_owned()
        })
        .collect()
}

async fn read(app: &TestApp, w: &World) -> Value {
    let res = app
        .get(
            &format!("/api/project/detail/{}", w.project_a),
            Some(&w.a_token),
        )
        .await;
    assert_eq!(res.status(), 200);
    res.json().await.unwrap()
}

/// Client A's project with three tasks: the world's and two more in its sprint.
async fn three_tasks(app: &TestApp, w: &World) -> Vec<String> {
    let mut tasks = vec![w.task_a.clone()];
    for title in ["Checkout", "Receipts"] {
        let res = app
            .post(
                &format!("/api/project/addTask/{}", w.sprint_a),
                &json!({"title": title, "assignedTo": w.member, "status": "todo", "priority": "low"}),
                Some(&w.admin_token),
            )
            .await;
        assert_eq!(res.status(), 201);
        tasks.push(id_of(&res.json::<Value>().await.unwrap()));
    }
    tasks
}

/// Staff set a task's status (200 asserted).
async fn a_burst_of_writes_reads_as_the_last_one(engine: Engine) {
    let (a, b) = spawn_pair(engine, vec![]).await;
    let w = world(&a).await;
    let tasks = three_tasks(&a, &w).await;
    // Both servers hold the project's read before the burst.
    read(&a, &w).await;
    read(&b, &w).await;

    let mut expected = vec!["todo".to_owned(); tasks.len()];
    for i in 0..24 {
        let (t, status) = (
            i % tasks.len(),
            STATUSES[(i / tasks.len()) % STATUSES.len()],
        );
        w.set_task_status(&a, &tasks[t], status).await;
        expected[t] = status.to_owned();
        // Every few writes, a read at once on the same server: never older than the last write.
        if i % 4 == 3 {
            assert_eq!(
                statuses(&read(&a, &w).await, &tasks),
                expected,
                "after write {i}"
            );
        }
    }
    // Writes, then a read at once: the last state, on the server that answered.
    for (t, status) in ["done", "inprogress", "done"].iter().enumerate() {
        w.set_task_status(&a, &tasks[t], status).await;
        expected[t] = (*status).to_owned();
    }
    assert_eq!(statuses(&read(&a, &w).await, &tasks), expected);

    // The other server shows it within a second.
    let since = Instant::now();
    loop {
        let seen = statuses(&read(&b, &w).await, &tasks);
        if seen == expected {
            break;
        }
        assert!(
            since.elapsed() < Duration::from_secs(1),
            "the second server still shows {seen:?}, not {expected:?}"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    b.cleanup().await;
    a.cleanup().await;
}

engine_fns!(a_burst_of_writes_reads_as_the_last_one);

/// Renders so far, by who asked for them.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Renders {
    read: f64,
    keeper: f64,
    write: f64,
}

async fn renders(app: &TestApp) -> Renders {
    let text = scrape(app).await;
    // A series appears with its first render.
    let by = |who: &str| {
        sample(
            &text,
            &format!("portico_project_renders_total{{by=\"{who}\"}}"),
        )
        .unwrap_or(0.0)
    };
    Renders {
        read: by("read"),
        keeper: by("keeper"),
        write: by("write"),
    }
}

async fn a_write_renders_only_for_a_reader(engine: Engine) {
    let app = spawn_with_metrics(engine).await;
    let w = world(&app).await;
    let tasks = three_tasks(&app, &w).await;
    // Whatever the set-up left behind is kept first.
    read(&app, &w).await;
    tokio::time::sleep(Duration::from_millis(1500)).await;

    // The project was read since its last render: a write renders it before answering, and the
    // read that follows finds it kept.
    let before = renders(&app).await;
    w.set_task_status(&app, &tasks[0], "done").await;
    let answered = renders(&app).await;
    assert_eq!(
        answered.write - before.write,
        1.0,
        "rendered for its reader"
    );
    assert_eq!(
        statuses(&read(&app, &w).await, &tasks)[0],
        "done",
        "the read right after the write"
    );
    assert_eq!(renders(&app).await, answered, "the read found it kept");

    // That read asks for the next write's render too; nobody reads after it, so the writes
    // after that one render nothing on their request path.
    let before = renders(&app).await;
    w.set_task_status(&app, &tasks[0], "todo").await;
    assert_eq!(renders(&app).await.write - before.write, 1.0);
    let before = renders(&app).await;
    let started = Instant::now();
    for (t, task) in tasks.iter().enumerate() {
        w.set_task_status(&app, task, STATUSES[t]).await;
    }
    let answered = renders(&app).await;
    assert_eq!(answered.write, before.write, "no read since the render");
    assert_eq!(answered.read, before.read, "no read, no render for a read");
    // The keeper waits for a second of quiet: counted sooner than that, nothing rendered at all.
    if started.elapsed() < Duration::from_millis(900) {
        assert_eq!(answered, before, "three writes, no read: no render");
    }

    // Within seconds the keeper has rendered the project once for the three writes.
    let since = Instant::now();
    let mut now = answered;
    while now.keeper == before.keeper {
        assert!(
            since.elapsed() < Duration::from_secs(10),
            "the keeper rendered nothing"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
        now = renders(&app).await;
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    let after = renders(&app).await;
    assert_eq!(
        after.keeper - before.keeper,
        1.0,
        "three writes to one project, one render"
    );
    assert_eq!((after.read, after.write), (before.read, before.write));
    // And the next read is served as kept, with the three writes.
    let project = read(&app, &w).await;
    assert_eq!(
        statuses(&project, &tasks),
        STATUSES.map(str::to_owned).to_vec()
    );
    assert_eq!(renders(&app).await, after, "the read found it kept");
    app.cleanup().await;
}

engine_fns!(a_write_renders_only_for_a_reader);
