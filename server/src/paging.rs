//! Lists in pages: every list endpoint takes `page`, `perPage`, `q`, `sort` and `order` (and its
//! own filters), answers one page, and puts the number of matching rows in `X-Total-Count`. No
//! endpoint answers an unbounded list.

use std::collections::HashMap;

use axum::extract::{FromRequestParts, Query};
use axum::http::request::Parts;
use axum::http::{HeaderName, HeaderValue};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Serialize;
use serde_json::json;

use crate::error::{ApiError, ErrorCode};

pub const PER_PAGE_DEFAULT: i64 = 50;
pub const PER_PAGE_MAX: i64 = 200;
/// Longest search text; longer is a 400, not a slow scan.
const Q_MAX: usize = 200;

pub static TOTAL_COUNT: HeaderName = HeaderName::from_static("x-total-count");

/// A list's sort keys, as one table for its query (`ListQuery::order_by`) and its route
/// (`Api::sorted_by`, so the API's document lists them and the web's types come from it).
pub struct Sorts {
    /// (key the API takes, the SQL it orders by)
    pub keys: &'static [(&'static str, &'static str)],
    /// The key and direction (descending: true) when none is asked.
    pub default: (&'static str, bool),
    /// What ends every order, so pages never overlap.
    pub tie: &'static str,
}

impl Sorts {
    pub fn names(&self) -> Vec<&'static str> {
        self.keys.iter().map(|(k, _)| *k).collect()
    }
}

/// A list's filter, as its route documents it (`Api::filtered_by`).
#[derive(Clone, Copy, Debug)]
pub enum Filter {
    /// A record id (one that cannot exist matches nothing).
    Id,
    /// `true` or `false`.
    Bool,
    /// One of these values.
    OneOf(&'static [&'static str]),
    /// Where a page of a feed starts: an id the previous page gave.
    Cursor,
    /// A day, `YYYY-MM-DD`.
    Date,
    /// A record id, or `me` for the caller.
    IdOrMe,
}

/// The paging part of a list request, parsed and bounded.
#[derive(Clone, Debug)]
pub struct ListQuery {
    pub page: i64,
    pub per_page: i64,
    /// Trimmed, non-empty search text.
    pub q: Option<String>,
    pub sort: Option<String>,
    /// `Some(true)` for `order=desc`, `None` when not given.
    pub desc: Option<bool>,
    filters: HashMap<String, String>,
}

fn bad(field: &str, message: impl Into<String>) -> ApiError {
    ApiError::bad_request(ErrorCode::InvalidQuery, Some(field.to_owned()), message)
}

impl ListQuery {
    pub fn parse(mut raw: HashMap<String, String>) -> Result<Self, ApiError> {
        let number =
            |raw: &mut HashMap<String, String>, key: &str, default: i64, max: i64| match raw
                .remove(key)
            {
                None => Ok(default),
                Some(v) if v.trim().is_empty() => Ok(default),
                Some(v) => match v.trim().parse::<i64>() {
                    Ok(n) if (1..=max).contains(&n) => Ok(n),
                    _ => Err(bad(
                        key,
                        format!("{key} must be a whole number from 1 to {max}"),
                    )),
                },
            };
        let page = number(&mut raw, "page", 1, 1_000_000)?;
        let per_page = number(&mut raw, "perPage", PER_PAGE_DEFAULT, PER_PAGE_MAX)?;
        let q = raw
            .remove("q")
            .map(|q| q.trim().to_owned())
            .filter(|q| !q.is_empty());
        if q.as_ref().is_some_and(|q| q.chars().count() > Q_MAX) {
            return Err(bad("q", format!("q must be at most {Q_MAX} characters")));
        }
        if q.as_ref().is_some_and(|q| q.chars().any(char::is_control)) {
            return Err(bad("q", "q cannot contain control characters"));
        }
        let sort = raw
            .remove("sort")
            .map(|s| s.trim().to_owned())
            .filter(|s| !s.is_empty());
        let desc = match raw.remove("order").as_deref().map(str::trim) {
            None | Some("") => None,
            Some(o) if o.eq_ignore_ascii_case("asc") => Some(false),
            Some(o) if o.eq_ignore_ascii_case("desc") => Some(true),
            Some(_) => return Err(bad("order", "order must be asc or desc")),
        };
        Ok(Self {
            page,
            per_page,
            q,
            sort,
            desc,
            filters: raw,
        })
    }

    pub fn offset(&self) -> i64 {
        (self.page - 1) * self.per_page
    }

    /// `LIMIT .. OFFSET ..` (numbers, never caller text).
    pub fn limit_sql(&self) -> String {
        format!("LIMIT {} OFFSET {}", self.per_page, self.offset())
    }

    /// The `ORDER BY` expression for the requested sort key, from the endpoint's own list of
    /// `(key, SQL expression)`; `default` (key, descending) when none is asked. The id ends every
    /// order so pages never overlap.
    pub fn order_sql(
        &self,
        keys: &[(&str, &str)],
        default: (&str, bool),
        tie: &str,
    ) -> Result<String, ApiError> {
        let key = self.sort.as_deref().unwrap_or(default.0);
        let expr = keys
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, e)| *e)
            .ok_or_else(|| {
                let names: Vec<&str> = keys.iter().map(|(k, _)| *k).collect();
                bad("sort", format!("sort must be one of: {}", names.join(", ")))
            })?;
        let desc = self.desc.unwrap_or(if self.sort.is_some() {
            false
        } else {
            default.1
        });
        let dir = if desc { "DESC" } else { "ASC" };
        Ok(format!("ORDER BY {expr} {dir}, {tie} {dir}"))
    }

    /// `order_sql` over a list's declared `Sorts`.
    pub fn order_by(&self, sorts: &Sorts) -> Result<String, ApiError> {
        self.order_sql(sorts.keys, sorts.default, sorts.tie)
    }

    /// The search pattern for `LOWER(col) LIKE $n ESCAPE '\'`, with `%`, `_` and `\` taken literally.
    pub fn like(&self) -> Option<String> {
        self.q.as_ref().map(|q| {
            let mut out = String::from("%");
            for c in q.to_lowercase().chars() {
                if matches!(c, '%' | '_' | '\\') {
                    out.push('\\');
                }
                out.push(c);
            }
            out.push('%');
            out
        })
    }

    /// A filter that must be one of `allowed` (exact), if given.
    pub fn filter_in(&self, key: &str, allowed: &[&str]) -> Result<Option<String>, ApiError> {
        match self
            .filters
            .get(key)
            .map(|v| v.trim())
            .filter(|v| !v.is_empty())
        {
            None => Ok(None),
            Some(v) => allowed
                .iter()
                .find(|a| a.eq_ignore_ascii_case(v))
                .map(|a| Some((*a).to_owned()))
                .ok_or_else(|| bad(key, format!("{key} must be one of: {}", allowed.join(", ")))),
        }
    }

    /// A record-id filter. An id that cannot exist matches nothing rather than erroring.
    pub fn filter_id(&self, key: &str) -> Option<String> {
        self.filters
            .get(key)
            .map(|v| v.trim())
            .filter(|v| !v.is_empty())
            .map(|v| {
                uuid::Uuid::parse_str(v)
                    .map(|u| u.hyphenated().to_string())
                    .unwrap_or_else(|_| "-".to_owned())
            })
    }

    /// A yes/no filter (`true` / `false`).
    pub fn filter_bool(&self, key: &str) -> Result<Option<bool>, ApiError> {
        Ok(self
            .filter_in(key, &["true", "false"])?
            .map(|v| v == "true"))
    }
}

impl<S: Send + Sync> FromRequestParts<S> for ListQuery {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        let Query(raw) = Query::<HashMap<String, String>>::from_request_parts(parts, state)
            .await
            .map_err(|_| bad("query", "The query string is malformed"))?;
        Self::parse(raw)
    }
}

/// One page of rows and the total, answered as a bare JSON array.
pub struct Page<T> {
    pub rows: Vec<T>,
    pub total: i64,
}

/// The same, wrapped as `{ "data": [...] }` (the shape some of the original lists have).
pub struct DataPage<T>(pub Page<T>);

/// What a `DataPage` answers, for the OpenAPI document.
#[derive(Serialize, schemars::JsonSchema)]
#[schemars(rename = "DataOf{T}")]
pub struct Data<T> {
    pub data: Vec<T>,
}

fn with_total(total: i64, mut response: Response) -> Response {
    if let Ok(v) = HeaderValue::from_str(&total.to_string()) {
        response.headers_mut().insert(TOTAL_COUNT.clone(), v);
    }
    response
}

impl<T: Serialize> IntoResponse for Page<T> {
    fn into_response(self) -> Response {
        with_total(self.total, Json(self.rows).into_response())
    }
}

impl<T: Serialize> IntoResponse for DataPage<T> {
    fn into_response(self) -> Response {
        with_total(
            self.0.total,
            Json(json!({ "data": self.0.rows })).into_response(),
        )
    }
}

/// A `WHERE` clause assembled from optional conditions, with its binds in `$n` order.
#[derive(Default)]
pub struct Where {
    conds: Vec<String>,
    pub binds: Vec<String>,
}

impl Where {
    /// Adds a condition written with `?` where its one bind goes.
    pub fn and(&mut self, cond: &str, bind: String) -> &mut Self {
        self.binds.push(bind);
        self.conds
            .push(cond.replace('?', &format!("${}", self.binds.len())));
        self
    }

    /// `(column IS NULL OR column IN ($n, ...))`: a record of no project, or of one of these (a
    /// member's chosen projects, ADR 0030). An empty set leaves the records of no project.
    pub fn unset_or_in(&mut self, column: &str, ids: &[impl AsRef<str>]) -> &mut Self {
        let first = self.binds.len() + 1;
        self.binds
            .extend(ids.iter().map(|id| id.as_ref().to_owned()));
        let list = if ids.is_empty() {
            "NULL".to_owned()
        } else {
            placeholders(ids.len(), first)
        };
        self.conds
            .push(format!("({column} IS NULL OR {column} IN ({list}))"));
        self
    }

    /// Adds a condition with no bind.
    pub fn and_sql(&mut self, cond: &str) -> &mut Self {
        self.conds.push(cond.to_owned());
        self
    }

    /// `LOWER(a) LIKE $n ESCAPE '\' OR LOWER(b) LIKE $n ...` over `columns`, one bind.
    pub fn search(&mut self, pattern: Option<String>, columns: &[&str]) -> &mut Self {
        if let Some(p) = pattern {
            self.binds.push(p);
            let n = self.binds.len();
            let any: Vec<String> = columns
                .iter()
                .map(|c| format!("LOWER({c}) LIKE ${n} ESCAPE '\\'"))
                .collect();
            self.conds.push(format!("({})", any.join(" OR ")));
        }
        self
    }

    pub fn sql(&self) -> String {
        if self.conds.is_empty() {
            String::new()
        } else {
            format!("WHERE {}", self.conds.join(" AND "))
        }
    }
}

/// `$start, $start+1, ...` for an `IN (...)` list of `n` values.
pub fn placeholders(n: usize, start: usize) -> String {
    (start..start + n)
        .map(|i| format!("${i}"))
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn q(pairs: &[(&str, &str)]) -> Result<ListQuery, ApiError> {
        ListQuery::parse(
            pairs
                .iter()
                .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
                .collect(),
        )
    }

    #[test]
    fn defaults_and_bounds() {
        let d = q(&[]).unwrap();
        assert_eq!((d.page, d.per_page, d.offset()), (1, 50, 0));
        assert_eq!(q(&[("page", "3"), ("perPage", "20")]).unwrap().offset(), 40);
        for (k, v) in [
            ("perPage", "201"),
            ("perPage", "0"),
            ("page", "-1"),
            ("page", "x"),
        ] {
            assert!(q(&[(k, v)]).is_err(), "{k}={v}");
        }
        assert!(q(&[("order", "sideways")]).is_err());
    }

    #[test]
    fn sort_keys_are_a_closed_list() {
        let keys = [("name", "u.name"), ("createdAt", "u.created_at")];
        assert_eq!(
            q(&[])
                .unwrap()
                .order_sql(&keys, ("createdAt", true), "u.id")
                .unwrap(),
            "ORDER BY u.created_at DESC, u.id DESC"
        );
        assert_eq!(
            q(&[("sort", "name")])
                .unwrap()
                .order_sql(&keys, ("createdAt", true), "u.id")
                .unwrap(),
            "ORDER BY u.name ASC, u.id ASC"
        );
        assert!(q(&[("sort", "password_hash")])
            .unwrap()
            .order_sql(&keys, ("createdAt", true), "u.id")
            .is_err());
    }

    #[test]
    fn search_text_is_literal() {
        assert_eq!(
            q(&[("q", " 50%_off\\ ")]).unwrap().like().unwrap(),
            "%50\\%\\_off\\\\%"
        );
        let mut w = Where::default();
        w.and("a = ?", "x".into())
            .search(Some("%y%".into()), &["b", "c"]);
        assert_eq!(
            w.sql(),
            "WHERE a = $1 AND (LOWER(b) LIKE $2 ESCAPE '\\' OR LOWER(c) LIKE $2 ESCAPE '\\')"
        );
    }
}
