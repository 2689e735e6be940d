//! One fake repository: deterministic commits, issues, pull requests, comments and checks, and
//! the GitHub-shaped JSON of each list. Any `owner/name` gets the same starting data.

use std::collections::HashMap;
use std::hash::{DefaultHasher, Hash, Hasher};

use serde_json::{json, Value};

/// The account the fake's token writes as.
pub const BOT: &str = "portico-bot";

pub struct Repo {
    pub full_name: String,
    pub commits: Vec<Commit>,
    /// Issues and pull requests, in one numbering as on GitHub.
    pub items: Vec<Item>,
    /// Per commit sha: the combined status and the check runs.
    pub checks: HashMap<String, Checks>,
    next_comment_id: i64,
    /// Counts writes, so items changed within one second still list latest first.
    clock: u64,
}

pub struct Commit {
    pub sha: String,
    pub message: String,
    pub date: String,
    pub committer: String,
}

pub struct Item {
    pub number: i64,
    pub title: String,
    pub body: String,
    pub state: String,
    pub updated_at: String,
    pub author: String,
    pub comments: Vec<Comment>,
    /// Set for a pull request: (merged_at, draft).
    pub pull: Option<(Option<String>, bool)>,
    /// The repository's write count when this item last changed.
    pub changed: u64,
}

pub struct Comment {
    pub id: i64,
    pub body: String,
    pub author: String,
    pub created_at: String,
}

#[derive(Default)]
pub struct Checks {
    /// The combined status's state, when the commit has statuses.
    pub status: Option<String>,
    /// Check runs: (status, conclusion).
    pub runs: Vec<(String, Option<String>)>,
}

pub fn hash(value: impl Hash) -> u64 {
    let mut h = DefaultHasher::new();
    value.hash(&mut h);
    h.finish()
}

/// Now as GitHub writes times (RFC 3339, seconds).
pub fn now_text() -> String {
    let text = portico_shared::dates::format_rfc3339_from_ms(crate::now_ms());
    format!("{}Z", &text[..19])
}

fn avatar(login: &str) -> String {
    format!(
        "https://avatars.githubusercontent.com/u/{}?v=4",
        hash(login) % 1_000_000
    )
}

fn user(login: &str) -> Value {
    json!({ "login": login, "id": hash(login) % 1_000_000, "avatar_url": avatar(login), "type": "User" })
}

impl Repo {
    /// The starting data: three commits (the newest names `#1`, with passing checks; one with a
    /// failed check run; one with none), issues #1 (Markdown with a `<script>`, one comment) and
    /// #2 (closed), pull requests #3 (merged) and #4 (open draft).
    pub fn new(full_name: &str) -> Self {
        let mut repo = Self {
            full_name: full_name.to_owned(),
            commits: Vec::new(),
            items: Vec::new(),
            checks: HashMap::new(),
            next_comment_id: 9001,
            clock: 0,
        };
        repo.push_commit("Initial commit", "2026-01-05T09:00:00Z");
        let failed = repo.push_commit("Add product page\n\nWith photos.", "2026-01-06T10:00:00Z");
        repo.checks.insert(
            failed,
            Checks {
                status: None,
                runs: vec![("completed".into(), Some("failure".into()))],
            },
        );
        let fixed = repo.push_commit("Fix login redirect (#1)", "2026-01-07T11:30:00Z");
        repo.checks.insert(
            fixed,
            Checks {
                status: Some("success".into()),
                runs: vec![("completed".into(), Some("success".into()))],
            },
        );
        let item = |number, title: &str, body: &str, state: &str, at: &str, pull| Item {
            number,
            title: title.into(),
            body: body.into(),
            state: state.into(),
            updated_at: at.into(),
            author: "rohan-dev".into(),
            comments: Vec::new(),
            pull,
            changed: 0,
        };
        let mut login = item(
            1,
            "Login fails on Safari",
            "**Steps**\n\n1. open the site\n2. click `Sign in`\n\n<script>alert('owned')</script>",
            "open",
            "2026-01-07T12:00:00Z",
            None,
        );
        login.comments.push(Comment {
            id: 9000,
            body: "I can _reproduce_ this.".into(),
            author: "asha-v".into(),
            created_at: "2026-01-07T12:00:00Z".into(),
        });
        repo.items.push(login);
        repo.items.push(item(
            2,
            "Add dark mode",
            "Would be *nice*.",
            "closed",
            "2026-01-06T08:00:00Z",
            None,
        ));
        let merged = Some("2026-01-07T11:45:00Z".to_owned());
        repo.items.push(item(
            3,
            "Fix login redirect",
            "Fixes #1",
            "closed",
            "2026-01-07T11:45:00Z",
            Some((merged, false)),
        ));
        repo.items.push(item(
            4,
            "Dark mode",
            "Work in progress",
            "open",
            "2026-01-06T09:00:00Z",
            Some((None, true)),
        ));
        repo
    }

    /// Adds a commit on top (newest first) and returns its sha.
    pub fn push_commit(&mut self, message: &str, date: &str) -> String {
        let n = self.commits.len() as u64 + 1;
        let name = &self.full_name;
        let sha = format!(
            "{:016x}{:016x}{:08x}",
            hash((name, n, 'a')),
            hash((name, n, 'b')),
            n
        );
        self.commits.insert(
            0,
            Commit {
                sha: sha.clone(),
                message: message.into(),
                date: date.into(),
                committer: "Rohan Gupta".into(),
            },
        );
        sha
    }

    fn url(&self, rest: &str) -> String {
        format!("https://github.com/{}{rest}", self.full_name)
    }

    pub fn repo_json(&self) -> Value {
        json!({
            "id": hash(self.full_name.to_ascii_lowercase()) % 1_000_000_000,
            "full_name": self.full_name,
            "name": self.full_name.split('/').nth(1).unwrap_or_default(),
            "private": true,
            "html_url": self.url(""),
        })
    }

    pub fn commits_json(&self) -> Value {
        Value::Array(
            self.commits
                .iter()
                .map(|c| {
                    json!({
                        "sha": c.sha,
                        "commit": {
                            "message": c.message,
                            "author": { "name": c.committer, "date": c.date },
                            "committer": { "name": c.committer, "date": c.date },
                        },
                        "author": user("rohan-dev"),
                        "committer": user("rohan-dev"),
                        "html_url": self.url(&format!("/commit/{}", c.sha)),
                    })
                })
                .collect(),
        )
    }

    pub fn item_json(&self, i: &Item) -> Value {
        let mut v = json!({
            "id": 1000 + i.number,
            "number": i.number,
            "title": i.title,
            "body": i.body,
            "state": i.state,
            "comments": i.comments.len(),
            "created_at": i.updated_at,
            "updated_at": i.updated_at,
            "user": user(&i.author),
        });
        let kind = if i.pull.is_some() { "pull" } else { "issues" };
        v["html_url"] = self.url(&format!("/{kind}/{}", i.number)).into();
        if i.pull.is_some() {
            // The issues list marks pull requests this way.
            v["pull_request"] = json!({ "html_url": v["html_url"] });
        }
        v
    }

    fn by_update(&self) -> Vec<&Item> {
        let mut items: Vec<&Item> = self.items.iter().collect();
        items.sort_by(|a, b| (&b.updated_at, b.changed).cmp(&(&a.updated_at, a.changed)));
        items
    }

    pub fn issues_json(&self) -> Value {
        Value::Array(
            self.by_update()
                .into_iter()
                .map(|i| self.item_json(i))
                .collect(),
        )
    }

    pub fn pulls_json(&self) -> Value {
        Value::Array(
            self.by_update()
                .into_iter()
                .filter_map(|i| {
                    let (merged_at, draft) = i.pull.as_ref()?;
                    let mut v = self.item_json(i);
                    if let Some(map) = v.as_object_mut() {
                        map.remove("pull_request");
                        map.remove("comments");
                    }
                    v["merged_at"] = json!(merged_at);
                    v["draft"] = json!(draft);
                    Some(v)
                })
                .collect(),
        )
    }

    pub fn comment_json(&self, number: i64, c: &Comment) -> Value {
        json!({
            "id": c.id,
            "body": c.body,
            "user": user(&c.author),
            "created_at": c.created_at,
            "updated_at": c.created_at,
            "html_url": self.url(&format!("/issues/{number}#issuecomment-{}", c.id)),
        })
    }

    pub fn comments_json(&self, number: i64) -> Option<Value> {
        let item = self.items.iter().find(|i| i.number == number)?;
        Some(Value::Array(
            item.comments
                .iter()
                .map(|c| self.comment_json(number, c))
                .collect(),
        ))
    }

    fn commit_checks(&self, sha: &str) -> Option<&Checks> {
        self.commits.iter().any(|c| c.sha == sha).then(|| {
            static NONE: Checks = Checks {
                status: None,
                runs: Vec::new(),
            };
            self.checks.get(sha).unwrap_or(&NONE)
        })
    }

    pub fn status_json(&self, sha: &str) -> Option<Value> {
        let checks = self.commit_checks(sha)?;
        let statuses: Vec<Value> = checks
            .status
            .iter()
            .map(|s| json!({ "state": s, "context": "ci/build" }))
            .collect();
        Some(json!({
            "sha": sha,
            "state": checks.status.as_deref().unwrap_or("pending"),
            "total_count": statuses.len(),
            "statuses": statuses,
        }))
    }

    pub fn check_runs_json(&self, sha: &str) -> Option<Value> {
        let checks = self.commit_checks(sha)?;
        let runs: Vec<Value> = checks
            .runs
            .iter()
            .map(|(status, conclusion)| json!({ "name": "build", "status": status, "conclusion": conclusion }))
            .collect();
        Some(json!({ "total_count": runs.len(), "check_runs": runs }))
    }

    /// Opens an issue as the token's account.
    pub fn open_issue(&mut self, title: &str, body: &str) -> Value {
        let number = self.items.iter().map(|i| i.number).max().unwrap_or(0) + 1;
        self.clock += 1;
        let item = Item {
            number,
            title: title.into(),
            body: body.into(),
            state: "open".into(),
            updated_at: now_text(),
            author: BOT.into(),
            comments: Vec::new(),
            pull: None,
            changed: self.clock,
        };
        let v = self.item_json(&item);
        self.items.push(item);
        v
    }

    /// Comments on issue `number` as the token's account; `None` when there is no such issue.
    pub fn comment(&mut self, number: i64, body: &str) -> Option<Value> {
        let id = self.next_comment_id;
        self.next_comment_id += 1;
        let now = now_text();
        let at = self.items.iter().position(|i| i.number == number)?;
        let comment = Comment {
            id,
            body: body.into(),
            author: BOT.into(),
            created_at: now.clone(),
        };
        let v = self.comment_json(number, &comment);
        self.clock += 1;
        let item = &mut self.items[at];
        item.updated_at = now;
        item.changed = self.clock;
        item.comments.push(comment);
        Some(v)
    }
}
