//! A project, whole (sprints, tasks, assignees, team): the shape of its read, as the OpenAPI
//! document and the web app's generated types know it. The database renders it (`json.rs`);
//! these types declare it, and a story parses every render back into them.

use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, Serialize, Deserialize, schemars::JsonSchema)]
pub struct Named {
    #[serde(rename = "_id")]
    pub id: String,
    pub name: String,
}

#[derive(Clone, Debug, Serialize, Deserialize, schemars::JsonSchema)]
pub struct TeamCard {
    #[serde(rename = "_id")]
    pub id: String,
    pub name: String,
    pub role: String,
    pub about: String,
}

#[derive(Clone, Debug, Serialize, Deserialize, schemars::JsonSchema)]
pub struct SprintStatus {
    pub active: bool,
    pub completed: bool,
}

#[derive(Clone, Debug, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct TaskView {
    #[serde(rename = "_id")]
    pub id: String,
    pub title: String,
    pub assigned_to: Vec<Named>,
    pub status: String,
    pub priority: String,
    #[serde(rename = "type")]
    pub task_type: String,
    pub role: String,
    pub github_link: String,
    pub task_date: Option<String>,
    pub description: String,
}

#[derive(Clone, Debug, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SprintView {
    #[serde(rename = "_id")]
    pub id: String,
    pub title: String,
    pub goal: String,
    pub timeline: String,
    pub start_date: Option<String>,
    pub end_date: Option<String>,
    /// The sprint's real place in its project (1-based).
    pub order: i64,
    pub status: SprintStatus,
    pub tasks: Vec<TaskView>,
}

#[derive(Clone, Debug, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProjectView {
    #[serde(rename = "_id")]
    pub id: String,
    pub title: String,
    pub client: Named,
    pub project_desc: String,
    pub project_details_desc: String,
    pub project_timeline: String,
    /// Absent for a person who does not handle money (ADR 0030).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub project_cost: Option<String>,
    /// ISO 4217: the currency of the project's milestones (ADR 0032).
    pub currency: String,
    pub github: String,
    pub repo_name: String,
    pub project_team: Vec<TeamCard>,
    #[serde(rename = "NoteDate")]
    pub note_date: Option<String>,
    pub created_by: Option<Named>,
    pub created_at: String,
    pub sprints: Vec<SprintView>,
}
