//! Tasks' code links read against a repository's activity: which issue or pull request a task
//! points at, its state, and the commits that name it.

use super::host::RepoKey;
use super::store::Activity;
use super::view::{LinkedItem, TaskCodeView};

/// A task's code link as (kind, number) when it points at an issue or pull request of `repo`.
pub fn linked(link: &str, repo: &RepoKey) -> Option<(&'static str, i64)> {
    let rest = link
        .trim()
        .strip_prefix("https://")
        .or_else(|| link.trim().strip_prefix("http://"))?;
    let rest = rest.strip_prefix("www.").unwrap_or(rest);
    let rest = rest.strip_prefix("github.com/")?;
    let mut parts = rest.split(['/', '#', '?']);
    let owner = parts.next()?;
    let name = parts.next()?;
    if !owner.eq_ignore_ascii_case(&repo.owner) || !name.eq_ignore_ascii_case(&repo.name) {
        return None;
    }
    let kind = match parts.next()? {
        "issues" => "issue",
        "pull" | "pulls" => "pull",
        _ => return None,
    };
    let number = parts.next()?.parse::<i64>().ok()?;
    Some((kind, number))
}

/// Whether a commit message names `#number` (not `#12` inside `#123`).
pub fn names_number(message: &str, number: i64) -> bool {
    let needle = format!("#{number}");
    message.match_indices(&needle).any(|(at, _)| {
        let after = message[at + needle.len()..].chars().next();
        !after.is_some_and(|c| c.is_ascii_digit())
    })
}

/// What each task's code link points at in `repo`, with the commits that name it.
pub fn task_code(links: &[(String, String)], repo: &RepoKey, a: &Activity) -> Vec<TaskCodeView> {
    links
        .iter()
        .filter_map(|(task_id, link)| {
            let (kind, number) = linked(link, repo)?;
            let (title, state) = if kind == "issue" {
                a.issues
                    .iter()
                    .find(|i| i.number == number)
                    .map(|i| (i.title.clone(), i.state.clone()))
            } else {
                a.pulls
                    .iter()
                    .find(|p| p.number == number)
                    .map(|p| (p.title.clone(), p.state.clone()))
            }
            .unwrap_or_else(|| (String::new(), "unknown".into()));
            let commits = a
                .commits
                .iter()
                .filter(|c| names_number(&c.message, number))
                .map(|c| c.sha.clone())
                .collect();
            Some(TaskCodeView {
                task_id: task_id.clone(),
                link: Some(LinkedItem {
                    kind: kind.into(),
                    number,
                    title,
                    state,
                }),
                commits,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn task_links_to_issues_and_pull_requests_of_the_repository() {
        let repo = RepoKey::from_project("acme", "shop").unwrap();
        assert_eq!(
            linked("https://github.com/acme/shop/issues/12", &repo),
            Some(("issue", 12))
        );
        assert_eq!(
            linked("https://github.com/Acme/Shop/pull/7/files", &repo),
            Some(("pull", 7))
        );
        assert_eq!(
            linked("https://github.com/other/shop/issues/12", &repo),
            None
        );
        assert_eq!(
            linked("https://github.com/acme/shop/tree/main", &repo),
            None
        );
        assert_eq!(linked("javascript:alert(1)", &repo), None);
    }

    #[test]
    fn a_commit_names_an_issue_by_its_whole_number() {
        assert!(names_number("Fix login (#12)", 12));
        assert!(names_number("closes #12", 12));
        assert!(!names_number("closes #123", 12));
        assert!(!names_number("closes 12", 12));
    }
}
