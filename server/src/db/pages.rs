//! Lists read a page at a time: a `Where` of text binds, how many rows it matches in all and
//! the rows of one page.

use super::Db;
use crate::paging::{ListQuery, Page, Where};

/// `SELECT COUNT(*) ...` with text binds in `$n` order.
pub async fn count(db: &Db, sql: &str, binds: &[String]) -> Result<i64, sqlx::Error> {
    let mut q = sqlx::query_scalar::<_, i64>(sql);
    for b in binds {
        q = q.bind(b.clone());
    }
    q.fetch_one(db).await
}

/// Rows of a query with text binds in `$n` order.
pub async fn fetch_with<T>(db: &Db, sql: &str, binds: &[String]) -> Result<Vec<T>, sqlx::Error>
where
    T: for<'r> sqlx::FromRow<'r, sqlx::any::AnyRow> + Send + Unpin,
{
    let mut q = sqlx::query_as::<_, T>(sql);
    for b in binds {
        q = q.bind(b.clone());
    }
    q.fetch_all(db).await
}

/// The page `q` asks for of `SELECT {columns} FROM {table}` under `w`, in `order` (see
/// `ListQuery::order_by`), each row made into what the list answers by `view`; with how many
/// rows `w` matches in all.
pub async fn page_of<R, V>(
    db: &Db,
    table: &str,
    columns: &str,
    w: &Where,
    order: &str,
    q: &ListQuery,
    view: impl FnMut(R) -> V,
) -> Result<Page<V>, sqlx::Error>
where
    R: for<'r> sqlx::FromRow<'r, sqlx::any::AnyRow> + Send + Unpin,
{
    let count_sql = format!("SELECT COUNT(*) FROM {table} {}", w.sql());
    let total = count(db, &count_sql, &w.binds).await?;
    let sql = format!(
        "SELECT {columns} FROM {table} {} {order} {}",
        w.sql(),
        q.limit_sql()
    );
    let rows: Vec<R> = fetch_with(db, &sql, &w.binds).await?;
    Ok(Page {
        total,
        rows: rows.into_iter().map(view).collect(),
    })
}
