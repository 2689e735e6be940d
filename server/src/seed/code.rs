//! The demo data's repository activity (`portico seed`): what a demo project's Code updates
//! shows without a GitHub account or a network, marked as the demo's (`Activity::demo`) and with
//! when it was "fetched" (the seed's time). It follows the demo plan (`seed::plan`): commits,
//! issues and pull requests are about the project's own tasks, dated when those tasks moved, and
//! the issue numbers match the demo tasks' code links (sprint s, task t, from 0: `#(10s + t + 1)`).
//! Without a token it stays as it is; with a token and network, the next refresh replaces it with
//! the real repository's (or says the repository is not found).

use sha2::{Digest, Sha256};

use super::plan::{self, Clock, Project, Status, ACTIVE, DAY, HOUR};
use super::projects;
use crate::codehost::markdown::to_safe_html;
use crate::codehost::store::Activity;
use crate::codehost::view::{CheckState, CommitView, IssueCommentView, IssueView, PullView};
use portico_shared::dates::format_rfc3339_from_ms;

/// The GitHub account of the team member in each role (the seed's team).
fn handle(role: &str) -> &'static str {
    match role {
        "Frontend Engineer" => "camille-durand",
        "Backend Engineer" => "vikram-nair",
        "UI/UX Designer" => "sara-ahmed",
        "QA Engineer" => "tom-becker",
        _ => "rohan-gupta",
    }
}

/// A commit id that looks like one: SHA-256 of the repository and the commit's issue, cut to a
/// SHA-1's 40 hex digits.
fn sha(owner: &str, name: &str, issue: i64) -> String {
    let digest = Sha256::digest(format!("{owner}/{name}/commit/{issue}").as_bytes());
    digest.iter().take(20).map(|b| format!("{b:02x}")).collect()
}

/// The code host's id of the repository: a number of GitHub's size, one per repository.
fn repo_id(owner: &str, name: &str) -> i64 {
    let digest = Sha256::digest(format!("{owner}/{name}").as_bytes());
    let n = digest
        .iter()
        .take(4)
        .fold(0_i64, |n, b| (n << 8) | i64::from(*b));
    600_000_000 + n % 300_000_000
}

/// The number of the first demo pull request (below it, the tasks' issues).
const FIRST_PULL: i64 = 40;

/// A pull request of the demo: its number, task (sprint, task; none for the spike), state, draft,
/// and when it was last updated (epoch ms).
struct Pull {
    number: i64,
    task: Option<(usize, usize)>,
    state: &'static str,
    draft: bool,
    at: i64,
}

/// The project's pull requests, oldest first: a spike closed in the last completed sprint; the
/// two latest tasks done in the sprint under way, merged an hour before they were done; its two
/// tasks in progress, one in review and one a draft.
fn pulls(p: &Project, c: &Clock) -> Vec<Pull> {
    let tasks = p.sprints[ACTIVE].tasks.len();
    let done = tasks / 2;
    let mut out = vec![Pull {
        number: FIRST_PULL,
        task: None,
        state: "closed",
        draft: false,
        at: c.sprint_start(p, ACTIVE - 1) + 3 * DAY + 15 * HOUR,
    }];
    for t in done.saturating_sub(2)..done {
        out.push(Pull {
            number: FIRST_PULL + out.len() as i64,
            task: Some((ACTIVE, t)),
            state: "merged",
            draft: false,
            at: c.task(p, ACTIVE, t).done.unwrap_or(c.now) - HOUR,
        });
    }
    for (k, t) in (done..tasks - 1).enumerate() {
        let last = t + 2 == tasks;
        let hours_ago = if last { 1 } else { 22 + k as i64 };
        out.push(Pull {
            number: FIRST_PULL + out.len() as i64,
            task: Some((ACTIVE, t)),
            state: "open",
            draft: last,
            at: c.now - c.offset(p) - hours_ago * HOUR,
        });
    }
    out
}

/// The pull requests of the demo repository `name` merged by `now`: (number, title, merged at).
/// The seed tells the clients of them in their activity.
pub fn merged(name: &str, now: i64) -> Vec<(i64, String, i64)> {
    let p = projects::of_repo(name);
    pulls(p, &Clock::new(now))
        .into_iter()
        .filter(|x| x.state == "merged")
        .filter_map(|x| {
            let (s, t) = x.task?;
            Some((x.number, p.sprints[s].tasks[t].title.to_owned(), x.at))
        })
        .collect()
}

/// The activity of `owner/name` as of `now` (epoch ms): the demo project whose repository it is
/// (the first one for any other name).
pub fn activity(owner: &str, name: &str, now: i64) -> Activity {
    let p = projects::of_repo(name);
    let c = Clock::new(now);
    let base = format!("https://github.com/{owner}/{name}");
    let at = format_rfc3339_from_ms;
    let active = &p.sprints[ACTIVE];
    let tasks = active.tasks.len();
    // What happened hours ago, at the project's own minutes (`Clock::offset`).
    let ago = |hours: i64| now - hours * HOUR - c.offset(p);

    // The work of the sprint under way, newest first, then the end of the sprint before it.
    let mut commits: Vec<(i64, usize, usize, Option<CheckState>)> = Vec::new();
    for t in 0..tasks {
        let x = c.task(p, ACTIVE, t);
        match x.status() {
            Status::Done => commits.push((
                x.done.unwrap_or(now) - 2 * HOUR,
                ACTIVE,
                t,
                Some(CheckState::Success),
            )),
            // The newest still runs its checks; the other's tests fail (it is in review).
            Status::InProgress if t + 2 == tasks => {
                commits.push((ago(1), ACTIVE, t, Some(CheckState::Pending)))
            }
            Status::InProgress => commits.push((ago(23), ACTIVE, t, Some(CheckState::Failure))),
            Status::Todo => {}
        }
    }
    let before = &p.sprints[ACTIVE - 1];
    for t in (before.tasks.len().saturating_sub(3)..before.tasks.len()).rev() {
        let done = c.task(p, ACTIVE - 1, t).done.unwrap_or(now);
        commits.push((done - 2 * HOUR, ACTIVE - 1, t, Some(CheckState::Success)));
    }
    commits.sort_by_key(|(ms, ..)| std::cmp::Reverse(*ms));
    let last = commits.len().saturating_sub(1);
    let commits = commits
        .into_iter()
        .enumerate()
        .map(|(i, (ms, s, t, status))| {
            let task = &p.sprints[s].tasks[t];
            let issue = plan::issue_number(s, t);
            let sha = sha(owner, name, issue);
            CommitView {
                message: format!("{} (#{issue})\n\n{}", task.title, task.description),
                date: at(ms),
                committer_name: handle(task.role).into(),
                avatar_url: None,
                url: format!("{base}/commit/{sha}"),
                // The oldest shown ran before the repository had checks.
                status: if i == last { None } else { status },
                sha,
            }
        })
        .collect();

    let comment = |id: i64, author: &str, ms: i64, body: &str| IssueCommentView {
        id,
        body_html: to_safe_html(body),
        author: author.into(),
        author_avatar: None,
        created_at: at(ms),
        url: format!("{base}/issues/comments/{id}"),
    };
    let mut issues: Vec<(i64, IssueView)> = (0..tasks)
        .map(|t| {
            let task = &active.tasks[t];
            let x = c.task(p, ACTIVE, t);
            let number = plan::issue_number(ACTIVE, t);
            // The first task in progress is the one under discussion.
            let comments = if x.status() == Status::InProgress && t + 2 < tasks {
                vec![
                    comment(
                        1_800_000_000 + number * 10,
                        "sara-ahmed",
                        ago(20),
                        "The designs for this are linked from the sprint board; the mobile \
                         layout is the one to follow.",
                    ),
                    comment(
                        1_800_000_000 + number * 10 + 1,
                        handle(task.role),
                        ago(2),
                        "Working on it: the main path works, the failing test is an edge case \
                         I am fixing now.",
                    ),
                ]
            } else {
                vec![]
            };
            let updated = match x.status() {
                Status::Done => x.last(),
                _ if !comments.is_empty() => ago(2),
                _ => x.last(),
            };
            let issue = IssueView {
                number,
                title: task.title.into(),
                body_html: to_safe_html(task.description),
                state: if x.status() == Status::Done {
                    "closed"
                } else {
                    "open"
                }
                .into(),
                comments: comments.len() as i64,
                updated_at: at(updated),
                author: "rohan-gupta".into(),
                author_avatar: None,
                url: format!("{base}/issues/{number}"),
                comment_list: comments,
            };
            (updated, issue)
        })
        .collect();
    issues.sort_by_key(|(ms, _)| std::cmp::Reverse(*ms));

    let mut pulls: Vec<(i64, PullView)> = pulls(p, &c)
        .into_iter()
        .map(|x| {
            let (title, body, author) = match x.task {
                Some((s, t)) => {
                    let task = &p.sprints[s].tasks[t];
                    let issue = plan::issue_number(s, t);
                    (
                        task.title.to_owned(),
                        format!("{}\n\nCloses #{issue}.", task.description),
                        handle(task.role),
                    )
                }
                None => (
                    p.spike.to_owned(),
                    "Tried for a day; not worth the complexity for now. Notes in the sprint's \
                     wiki page."
                        .to_owned(),
                    "rohan-gupta",
                ),
            };
            let view = PullView {
                number: x.number,
                title,
                body_html: to_safe_html(&body),
                state: x.state.into(),
                draft: x.draft,
                updated_at: at(x.at),
                author: author.into(),
                author_avatar: None,
                url: format!("{base}/pull/{}", x.number),
            };
            (x.at, view)
        })
        .collect();
    pulls.sort_by_key(|(ms, _)| std::cmp::Reverse(*ms));

    Activity {
        repo_id: Some(repo_id(owner, name)),
        url: Some(base),
        commits,
        issues: issues.into_iter().map(|(_, i)| i).collect(),
        pulls: pulls.into_iter().map(|(_, p)| p).collect(),
        demo: true,
    }
}

/// Keeps the demo activity of `owner/name` as fetched at `now`.
pub async fn seed(
    c: &mut sqlx::AnyConnection,
    owner: &str,
    name: &str,
    now: i64,
) -> Result<(), sqlx::Error> {
    let Some(repo) = crate::codehost::host::RepoKey::from_project(owner, name) else {
        return Ok(());
    };
    let json = serde_json::to_string(&activity(owner, name, now)).unwrap_or_default();
    sqlx::query(
        "INSERT INTO code_repos (repo, state, activity, activity_at, fetched_at, tried_at) \
         VALUES ($1, 'ok', $2, $3, $3, $3) ON CONFLICT (repo) DO NOTHING",
    )
    .bind(repo.id())
    .bind(json)
    .bind(now)
    .execute(c)
    .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::codehost::links::names_number;
    use std::collections::HashSet;

    const NOW: i64 = 1_800_000_000_000;

    #[test]
    fn demo_activity_is_about_the_projects_own_tasks() {
        let a = activity("portico-demo", "storefront-revamp", NOW);
        assert!(a.demo);
        assert_eq!(a.commits.len(), 8);
        // Newest first: the draft's commit (issue #25, the fifth task of the third sprint).
        assert!(a.commits[0]
            .message
            .starts_with("Send order confirmation emails (#25)"));
        assert_eq!(a.commits[0].status, Some(CheckState::Pending));
        let failures = a
            .commits
            .iter()
            .filter(|c| c.status == Some(CheckState::Failure));
        assert_eq!(failures.count(), 1);
        let issue = &a.issues[0];
        assert_eq!(issue.title, "Build the guest checkout form");
        assert_eq!((issue.number, issue.comment_list.len()), (24, 2));
        let merged: Vec<_> = a.pulls.iter().filter(|p| p.state == "merged").collect();
        assert_eq!(merged.len(), 2);
        assert!(merged.iter().all(|p| p.number >= FIRST_PULL));
        assert!(a.issues.iter().all(|i| !i.body_html.contains("<script")));
        // Every commit names its issue, and the issues are the tasks' code links.
        for c in &a.commits {
            let (title, rest) = c.message.split_once(" (#").unwrap();
            let n: i64 = rest.split(')').next().unwrap().parse().unwrap();
            assert!(names_number(&c.message, n));
            let (s, t) = ((n - 1) / 10, (n - 1) % 10);
            let task =
                &projects::of_repo("storefront-revamp").sprints[s as usize].tasks[t as usize];
            assert_eq!(task.title, title);
        }
        // The other repositories tell their own projects' stories.
        let other = activity("portico-demo", "patient-portal", NOW);
        assert_ne!(other.issues[0].title, a.issues[0].title);
    }

    #[test]
    fn commit_ids_look_real() {
        let a = activity("portico-demo", "bookings-platform", NOW);
        let shas: HashSet<_> = a.commits.iter().map(|c| c.sha.clone()).collect();
        assert_eq!(shas.len(), a.commits.len());
        for sha in &shas {
            assert_eq!(sha.len(), 40);
            assert!(sha
                .bytes()
                .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b)));
            assert!(sha.matches('0').count() < 12, "{sha}");
        }
        let other = activity("portico-demo", "patient-portal", NOW);
        assert!(other.commits.iter().all(|c| !shas.contains(&c.sha)));
        let ids: HashSet<_> = crate::seed::projects::PROJECTS
            .iter()
            .map(|p| activity("portico-demo", &p.repo(), NOW).repo_id)
            .collect();
        assert_eq!(ids.len(), crate::seed::projects::PROJECTS.len());
    }

    #[test]
    fn merged_pull_requests_are_those_shown() {
        for p in &crate::seed::projects::PROJECTS {
            let name = p.repo();
            let a = activity("portico-demo", &name, NOW);
            let merged = merged(&name, NOW);
            assert_eq!(merged.len(), 2);
            for (number, title, ms) in merged {
                let shown = a.pulls.iter().find(|x| x.number == number).unwrap();
                assert_eq!(
                    (shown.title.as_str(), shown.state.as_str()),
                    (title.as_str(), "merged")
                );
                assert_eq!(shown.updated_at, format_rfc3339_from_ms(ms));
                assert!(ms < NOW);
            }
        }
    }
}
