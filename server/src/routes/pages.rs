//! Every path outside `/api`: the built web app's files, prerendered pages and shell
//! (`crate::web` keeps them; this is the router's fallback that serves them).

use axum::extract::State;
use axum::http::{HeaderMap, Method, Uri};
use axum::response::Response;

use crate::state::AppState;

pub async fn serve(
    State(state): State<AppState>,
    method: Method,
    uri: Uri,
    headers: HeaderMap,
) -> Response {
    state.web.answer(&method, uri.path(), &headers)
}
