//! The browser's door to `portico-shared`: each function forwards to the shared rule and converts the
//! result to a plain JS value. No logic lives here; TypeScript types are generated from the Rust types.
//!
//! Two packages come from this crate (scripts/build-wasm.sh): with the `rules` feature (the default),
//! every function; without it, only what read pages show (labels and dates), a few KB that a signed-in
//! page without a form fetches instead of the whole module.
//!
//! Inputs that do not even have the declared shape (a number where a string belongs) throw; a well-typed
//! form never does.

use portico_shared::{dates, labels, progress};
use serde::Serialize;
use wasm_bindgen::prelude::*;

#[cfg(feature = "rules")]
mod rules;

/// Plain JS objects and arrays (`null` for `None`), as `JSON.parse` would give.
fn to_js<T: Serialize + ?Sized>(value: &T) -> JsValue {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .unwrap_or_else(|e| wasm_bindgen::throw_str(&e.to_string()))
}

#[wasm_bindgen(js_name = taskStatusLabel, unchecked_return_type = "Label")]
pub fn task_status_label(value: &str) -> JsValue {
    to_js(&labels::task_status(value))
}

#[wasm_bindgen(js_name = taskPriorityLabel, unchecked_return_type = "Label")]
pub fn task_priority_label(value: &str) -> JsValue {
    to_js(&labels::task_priority(value))
}

#[wasm_bindgen(js_name = goalStatusLabel, unchecked_return_type = "Label")]
pub fn goal_status_label(value: &str) -> JsValue {
    to_js(&labels::goal_status(value))
}

#[wasm_bindgen(js_name = milestoneLabel, unchecked_return_type = "Label | undefined")]
pub fn milestone_label(#[wasm_bindgen(js_name = isCompleted)] is_completed: bool) -> JsValue {
    labels::milestone(is_completed).map_or(JsValue::UNDEFINED, |label| to_js(&label))
}

#[wasm_bindgen(js_name = sprintActiveLabel, unchecked_return_type = "Label")]
pub fn sprint_active_label(active: bool) -> JsValue {
    to_js(&labels::sprint_active(active))
}

#[wasm_bindgen(js_name = sprintCompletedLabel, unchecked_return_type = "Label")]
pub fn sprint_completed_label(completed: bool) -> JsValue {
    to_js(&labels::sprint_completed(completed))
}

#[wasm_bindgen(js_name = ticketStatusLabel, unchecked_return_type = "Label")]
pub fn ticket_status_label(status: &str) -> JsValue {
    to_js(&labels::ticket_status(status))
}

#[wasm_bindgen(js_name = ticketIsOpen)]
pub fn ticket_is_open(status: &str) -> bool {
    labels::ticket_is_open(status)
}

/// `YYYY-MM-DD` for a date or an RFC 3339 timestamp; `""` for anything else.
#[wasm_bindgen(js_name = displayDate)]
pub fn display_date(value: &str) -> String {
    dates::display_date(value)
}

/// Where a sprint stands on `today` (`YYYY-MM-DD`), from its dates and its completed mark: the one
/// rule the server's dashboard figures use too, as its kind (`completed`, `upcoming`, `active`,
/// `late`, `undated`). An absent or unreadable date counts as none.
#[wasm_bindgen(js_name = sprintStanding, unchecked_return_type = "Standing[\"kind\"]")]
pub fn sprint_standing(
    #[wasm_bindgen(js_name = startDate)] start_date: Option<String>,
    #[wasm_bindgen(js_name = endDate)] end_date: Option<String>,
    completed: bool,
    today: &str,
) -> JsValue {
    let date = |d: Option<String>| d.as_deref().and_then(dates::parse_ymd);
    let Some(today) = dates::parse_ymd(today) else {
        wasm_bindgen::throw_str("today must be a YYYY-MM-DD date");
    };
    JsValue::from_str(
        progress::sprint_standing(date(start_date), date(end_date), completed, today).kind(),
    )
}
