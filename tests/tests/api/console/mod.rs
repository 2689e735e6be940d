//! The back office's API: paging and totals, client accounts (edit, password, deactivate), the
//! read-only view of a client's portal, sprint order, task edits, goals and payments, tickets,
//! submissions and their CSV, team deletes, overviews and the audit log.

pub use portico_tests::created as json_of;

pub fn total(res: &reqwest::Response) -> i64 {
    res.headers()["x-total-count"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap()
}

mod accounts;
mod lists;
mod overviews;
mod submissions;
mod today;
mod work;
