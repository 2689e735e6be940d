//! The demo data's repository activity (`portico seed`): what a demo project's Code updates
//! shows without a GitHub account or a network, marked with when it was "fetched" (the seed's
//! time). The issue numbers match the demo tasks' code links (sprint n, task t: `#(10n + t + 1)`).
//! With a token and network, the next refresh replaces it with the real repository's (or says
//! the repository is not found).

use super::markdown::to_safe_html;
use super::store::Activity;
use super::view::{CheckState, CommitView, IssueCommentView, IssueView, PullView};
use portico_shared::dates::format_rfc3339_from_ms;

const HOUR: i64 = 3_600_000;

const TASKS: [&str; 6] = [
    "Set up repository and CI",
    "Design the home screen",
    "Build the sign-in flow",
    "Write the API for orders",
    "Fix layout on small phones",
    "Plan the regression suite",
];

const PEOPLE: [&str; 4] = ["priya-dev", "marco-ui", "sam-backend", "lena-qa"];

/// The activity of `owner/name` as of `now` (epoch ms).
pub fn activity(owner: &str, name: &str, now: i64) -> Activity {
    let base = format!("https://github.com/{owner}/{name}");
    let at = |hours_ago: i64| format_rfc3339_from_ms(now - hours_ago * HOUR);
    let commits = (0..8)
        .map(|i| {
            let issue = [13, 12, 11, 6, 5, 4, 2, 1][i];
            let task = TASKS[(issue as usize - 1) % 10 % 6];
            let sha = format!(
                "{:040x}",
                0x5eed_u64 * 7919 + i as u64 * 104_729 + name.len() as u64
            );
            CommitView {
                message: format!("{task} (#{issue})\n\nPart of the sprint's work on {name}."),
                date: at(3 + 9 * i as i64),
                committer_name: PEOPLE[i % PEOPLE.len()].into(),
                avatar_url: None,
                url: format!("{base}/commit/{sha}"),
                status: match i {
                    0 => Some(CheckState::Pending),
                    3 => Some(CheckState::Failure),
                    7 => None,
                    _ => Some(CheckState::Success),
                },
                sha,
            }
        })
        .collect();
    let issue =
        |number: i64, state: &str, hours_ago: i64, body: &str, comments: Vec<IssueCommentView>| {
            let task = TASKS[(number as usize - 1) % 10 % 6];
            IssueView {
                number,
                title: task.into(),
                body_html: to_safe_html(body),
                state: state.into(),
                comments: comments.len() as i64,
                updated_at: at(hours_ago),
                author: PEOPLE[number as usize % PEOPLE.len()].into(),
                author_avatar: None,
                url: format!("{base}/issues/{number}"),
                comment_list: comments,
            }
        };
    let comment = |id: i64, author: &str, hours_ago: i64, body: &str| IssueCommentView {
        id,
        body_html: to_safe_html(body),
        author: author.into(),
        author_avatar: None,
        created_at: at(hours_ago),
        url: format!("{base}/issues/comments/{id}"),
    };
    let issues = vec![
        issue(
            13,
            "open",
            2,
            "The sign-in form needs:\n\n- email and password with inline errors\n- a *Forgot password* link\n- `Enter` submits",
            vec![
                comment(9001, "marco-ui", 20, "Designs are in the sprint board."),
                comment(9002, "priya-dev", 4, "Working on it: the form is done, errors next."),
            ],
        ),
        issue(12, "open", 26, "Hero, featured products and the newsletter box, as in the approved mock-up.", vec![]),
        issue(
            11,
            "open",
            30,
            "Repository, branch protection and a CI pipeline that runs tests on every pull request.",
            vec![comment(9003, "sam-backend", 29, "CI runs in about 4 minutes.")],
        ),
        issue(6, "closed", 72, "A regression plan covering checkout, sign-in and search.", vec![]),
        issue(5, "closed", 96, "On 360 px wide screens the cart button overlaps the title.", vec![]),
        issue(4, "closed", 120, "`GET /orders` and `POST /orders` with validation.", vec![]),
    ];
    let pull = |number: i64, title: &str, state: &str, draft: bool, hours_ago: i64| PullView {
        number,
        title: title.into(),
        body_html: to_safe_html(&format!("{title}.\n\nCloses #{}.", number - 20)),
        state: state.into(),
        draft,
        updated_at: at(hours_ago),
        author: PEOPLE[number as usize % PEOPLE.len()].into(),
        author_avatar: None,
        url: format!("{base}/pull/{number}"),
    };
    let pulls = vec![
        pull(33, "Sign-in form with inline errors", "open", true, 3),
        pull(
            32,
            "Home screen hero and featured products",
            "open",
            false,
            22,
        ),
        pull(31, "CI pipeline on every pull request", "merged", false, 31),
        pull(30, "Spike: server-side search", "closed", false, 140),
    ];
    Activity {
        repo_id: Some(700_000_000 + name.len() as i64 * 1_000 + owner.len() as i64),
        url: Some(base),
        commits,
        issues,
        pulls,
    }
}

/// Keeps the demo activity of `owner/name` as fetched at `now`.
pub async fn seed(
    c: &mut sqlx::AnyConnection,
    owner: &str,
    name: &str,
    now: i64,
) -> Result<(), sqlx::Error> {
    let Some(repo) = super::host::RepoKey::from_project(owner, name) else {
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

    #[test]
    fn demo_activity_links_to_the_demo_tasks() {
        let a = activity("portico-demo", "storefront-revamp", 1_800_000_000_000);
        assert_eq!(a.commits.len(), 8);
        assert!(a.commits[0].message.contains("(#13)"));
        assert_eq!(a.issues[0].title, "Build the sign-in flow");
        assert_eq!(a.issues[0].comment_list.len(), 2);
        assert!(a.pulls.iter().any(|p| p.state == "merged"));
        assert!(a.issues.iter().all(|i| !i.body_html.contains("<script")));
    }
}
