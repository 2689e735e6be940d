//! The API's one route table. Every endpoint is added here with its method, path, who may call it
//! and its body type; the same call registers the axum route and the OpenAPI entry, so the
//! document served at `/api/openapi.json` cannot drift from what the server answers, and the
//! route-by-role test can tell when a route is missing from its table.

use axum::handler::Handler;
use axum::routing::{self, MethodRouter};
use axum::Router;
use serde::Deserialize;
use serde::Serialize;
use serde_json::{json, Map, Value};

use crate::paging::Filter;
use crate::state::AppState;

/// Who may call an endpoint. The handler's extractor enforces it; this is what the docs and the
/// role test read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum Access {
    /// Anyone.
    Public,
    /// Any signed-in account; the data is scoped to the caller (staff see everyone's).
    Signed,
    /// A signed-in client only.
    Client,
    /// Staff only.
    Admin,
}

/// Registers a body type's schema with the document's generator and returns its `$ref`.
pub type BodySchema = fn(&mut schemars::SchemaGenerator) -> schemars::Schema;

fn body_schema<B: schemars::JsonSchema>(g: &mut schemars::SchemaGenerator) -> schemars::Schema {
    g.subschema_for::<B>()
}

#[derive(Clone, Debug)]
pub struct Endpoint {
    pub method: &'static str,
    pub path: &'static str,
    pub access: Access,
    pub summary: &'static str,
    /// The body type's name and its JSON Schema (registered with the generator on demand).
    pub body: Option<(&'static str, BodySchema)>,
    /// Takes the list parameters of `crate::paging` (and answers `X-Total-Count`).
    pub paged: bool,
    /// A list's sort keys (`sorted_by`); none: the list has one fixed order.
    pub sorts: Vec<&'static str>,
    /// A list's filters (`filtered_by`).
    pub filters: Vec<(&'static str, Filter)>,
    /// What a success answers (`Api::returns`, `creates`, `no_content`, `file`); every endpoint
    /// names one, so the document and the web's generated types describe every answer.
    pub response: Option<Answer>,
    /// Takes `auth::Sudo`: the caller proved who they are within the last ten minutes, or 403
    /// `sudo_required` (`Api::sudo`; the document says `x-sudo`).
    pub sudo: bool,
    /// Refused to a personal API token, whatever its scope (`Api::never_by_token`; the document
    /// says `x-tokens: never`).
    pub never_by_token: bool,
}

impl Endpoint {
    /// An endpoint with nothing said yet of its list parameters, answer or sudo.
    fn new(
        method: &'static str,
        path: &'static str,
        access: Access,
        summary: &'static str,
        body: Option<(&'static str, BodySchema)>,
    ) -> Self {
        Endpoint {
            method,
            path,
            access,
            summary,
            body,
            paged: false,
            sorts: Vec::new(),
            filters: Vec::new(),
            response: None,
            sudo: false,
            never_by_token: false,
        }
    }
}

/// A documented success answer.
#[derive(Clone, Copy, Debug)]
pub enum Answer {
    /// A JSON body of this schema, with this status.
    Json(&'static str, BodySchema),
    /// 204, no body.
    NoContent,
    /// 200 with a file of this media type (the CSV exports).
    File(&'static str),
}

pub struct Api {
    router: Router<AppState>,
    /// The route added last, kept out of the router until the next one comes, so that marks
    /// which change what it serves (`never_by_token`) can still wrap it.
    pending: Option<(&'static str, MethodRouter<AppState>)>,
    endpoints: Vec<Endpoint>,
}

impl Default for Api {
    fn default() -> Self {
        Self {
            router: Router::new(),
            pending: None,
            endpoints: Vec::new(),
        }
    }
}

macro_rules! verb {
    ($name:ident, $name_json:ident, $method:literal, $route:path) => {
        pub fn $name<H, T>(
            self,
            path: &'static str,
            access: Access,
            summary: &'static str,
            handler: H,
        ) -> Self
        where
            H: Handler<T, AppState>,
            T: 'static,
        {
            self.add($method, path, access, summary, None, $route(handler))
        }

        /// The same, with a JSON body of type `B` (documented by its JSON Schema).
        pub fn $name_json<B, H, T>(
            self,
            path: &'static str,
            access: Access,
            summary: &'static str,
            handler: H,
        ) -> Self
        where
            B: for<'de> Deserialize<'de> + schemars::JsonSchema,
            H: Handler<T, AppState>,
            T: 'static,
        {
            let body: (&'static str, BodySchema) = (short_type_name::<B>(), body_schema::<B>);
            self.add($method, path, access, summary, Some(body), $route(handler))
        }
    };
}

impl Api {
    verb!(get, get_json, "get", routing::get);
    verb!(post, post_json, "post", routing::post);
    verb!(put, put_json, "put", routing::put);
    verb!(delete, delete_json, "delete", routing::delete);

    /// Documents the endpoint registered last as answering 200 with an `R`.
    pub fn returns<R: schemars::JsonSchema>(self) -> Self {
        self.answers("200", body_schema::<R>)
    }

    /// Documents the endpoint registered last as answering 201 with an `R`.
    pub fn creates<R: schemars::JsonSchema>(self) -> Self {
        self.answers("201", body_schema::<R>)
    }

    /// Documents the endpoint registered last as answering 202 with an `R` (taken, done later).
    pub fn accepted<R: schemars::JsonSchema>(self) -> Self {
        self.answers("202", body_schema::<R>)
    }

    /// Documents the endpoint registered last as answering 204 with no body.
    pub fn no_content(self) -> Self {
        self.answer(Answer::NoContent)
    }

    /// Documents the endpoint registered last as answering a file of this media type.
    pub fn file(self, media_type: &'static str) -> Self {
        self.answer(Answer::File(media_type))
    }

    fn answers(self, status: &'static str, schema: BodySchema) -> Self {
        self.answer(Answer::Json(status, schema))
    }

    fn answer(self, answer: Answer) -> Self {
        self.last(|e| e.response = Some(answer))
    }

    /// Changes the endpoint registered last.
    fn last(mut self, change: impl FnOnce(&mut Endpoint)) -> Self {
        if let Some(last) = self.endpoints.last_mut() {
            change(last);
        }
        self
    }

    /// Marks the endpoint registered last as taking `auth::Sudo` (its handler's signature does
    /// the check; this documents it, and the route x role test holds the two together).
    pub fn sudo(self) -> Self {
        self.last(|e| e.sudo = true)
    }

    /// Refuses the endpoint registered last to personal API tokens, whatever their scope (403):
    /// what manages how a person signs in, makes credentials that outlive the token, views a
    /// portal as staff, or signs for its person. The mark travels with the request to the
    /// session's extractor (`auth::NeverByToken`), so the rule sits on the route it guards.
    pub fn never_by_token(mut self) -> Self {
        // Right after a route, or the document would say what the router does not do.
        let Some((path, route)) = self.pending.take() else {
            panic!("never_by_token follows the route it marks");
        };
        let route = route.layer(axum::Extension(crate::auth::NeverByToken));
        self.pending = Some((path, route));
        self.last(|e| e.never_by_token = true)
    }

    /// Marks the endpoint registered last as a paged list: `GET` with `page`, `perPage`, `q`,
    /// `sort` and `order` (see `crate::paging`).
    pub fn paged(self) -> Self {
        self.last(|e| e.paged = true)
    }

    /// The last list's sort keys: the same table its query orders by.
    pub fn sorted_by(self, sorts: &crate::paging::Sorts) -> Self {
        self.last(|e| e.sorts = sorts.names())
    }

    /// One filter of the last list.
    pub fn filtered_by(self, name: &'static str, filter: Filter) -> Self {
        self.last(|e| e.filters.push((name, filter)))
    }

    fn add(
        mut self,
        method: &'static str,
        path: &'static str,
        access: Access,
        summary: &'static str,
        body: Option<(&'static str, BodySchema)>,
        route: MethodRouter<AppState>,
    ) -> Self {
        self = self.settled();
        self.pending = Some((path, route));
        self.endpoints
            .push(Endpoint::new(method, path, access, summary, body));
        self
    }

    /// The pending route in the router.
    fn settled(mut self) -> Self {
        if let Some((path, route)) = self.pending.take() {
            self.router = self.router.route(path, route);
        }
        self
    }

    pub fn merge(mut self, other: Api) -> Self {
        let other = other.settled();
        self = self.settled();
        self.router = self.router.merge(other.router);
        self.endpoints.extend(other.endpoints);
        self
    }

    /// Describes `endpoints` in the document too; their routes are served by another router.
    pub fn document(mut self, endpoints: Vec<Endpoint>) -> Self {
        self = self.settled();
        self.endpoints.extend(endpoints);
        self
    }

    pub fn into_parts(self) -> (Router<AppState>, Vec<Endpoint>) {
        let done = self.settled();
        (done.router, done.endpoints)
    }

    /// Adds `GET path` serving the OpenAPI document of every endpoint, that one included.
    pub fn with_openapi(mut self, path: &'static str) -> (Router<AppState>, Vec<Endpoint>) {
        self = self.settled();
        self.endpoints.push(Endpoint::new(
            "get",
            path,
            Access::Public,
            "This document",
            None,
        ));
        self = self.returns::<Map<String, Value>>();
        // Rendered once; each request sends the same bytes.
        let doc = axum::body::Bytes::from(openapi(&self.endpoints).to_string());
        let router = self.router.route(
            path,
            routing::get(move || {
                let doc = doc.clone();
                async move {
                    (
                        [(axum::http::header::CONTENT_TYPE, "application/json")],
                        doc,
                    )
                }
            }),
        );
        (router, self.endpoints)
    }
}

fn short_type_name<T>() -> &'static str {
    let full = std::any::type_name::<T>();
    full.rsplit("::").next().unwrap_or(full)
}

/// The OpenAPI 3.1 document of every registered endpoint.
pub fn openapi(endpoints: &[Endpoint]) -> Value {
    let mut paths = Map::new();
    let mut schemas = Map::new();
    // Body schemas come from the Rust types (schemars follows the serde attributes), so they
    // cannot drift from what the server parses. Requests are described as serde reads them (an
    // `Option` field may be left out) and answers as it writes them (an `Option` field is always
    // there, `null` or not, unless it is skipped when empty): two generators, one namespace.
    let settings = schemars::generate::SchemaSettings::draft2020_12()
        .with(|s| s.definitions_path = "/components/schemas/".into());
    let mut generator = settings.clone().for_deserialize().into_generator();
    let mut answers = settings.for_serialize().into_generator();
    for e in endpoints {
        let mut op = Map::new();
        op.insert("summary".into(), json!(e.summary));
        op.insert(
            "operationId".into(),
            json!(format!(
                "{}{}",
                e.method,
                e.path.replace(['/', '{', '}'], "_")
            )),
        );
        op.insert("x-access".into(), json!(e.access));
        if e.sudo {
            op.insert("x-sudo".into(), json!(true));
        }
        if e.never_by_token {
            op.insert("x-tokens".into(), json!("never"));
        }
        let mut params: Vec<Value> = e
            .path
            .split('/')
            .filter_map(|seg| seg.strip_prefix('{').and_then(|s| s.strip_suffix('}')))
            .map(|name| {
                // Ids are UUIDs; an issue `number` is the code host's.
                let schema = if name == "number" {
                    json!({"type": "integer", "minimum": 1, "maximum": 1_000_000_000})
                } else {
                    json!({"type": "string", "format": "uuid"})
                };
                json!({"name": name, "in": "path", "required": true, "schema": schema})
            })
            .collect();
        if e.paged {
            params.extend([
                json!({"name": "page", "in": "query", "schema": {"type": "integer", "minimum": 1, "default": 1}}),
                json!({"name": "perPage", "in": "query", "schema": {"type": "integer", "minimum": 1,
                    "maximum": crate::paging::PER_PAGE_MAX, "default": crate::paging::PER_PAGE_DEFAULT}}),
                json!({"name": "q", "in": "query", "description": "Search text", "schema": {"type": "string", "maxLength": 200}}),
            ]);
            if !e.sorts.is_empty() {
                params.extend([
                    json!({"name": "sort", "in": "query", "schema": {"type": "string", "enum": e.sorts}}),
                    json!({"name": "order", "in": "query", "schema": {"type": "string", "enum": ["asc", "desc"]}}),
                ]);
            }
        }
        for (name, filter) in &e.filters {
            let schema = match filter {
                Filter::Id => json!({"type": "string", "format": "uuid"}),
                Filter::Bool => json!({"type": "boolean"}),
                Filter::OneOf(values) => json!({"type": "string", "enum": values}),
                Filter::Cursor => json!({"type": "string", "maxLength": 64}),
                Filter::Date => json!({"type": "string", "format": "date"}),
                Filter::IdOrMe => json!({"type": "string"}),
            };
            params.push(json!({"name": name, "in": "query", "schema": schema}));
        }
        if !params.is_empty() {
            op.insert("parameters".into(), Value::Array(params));
        }
        if e.access != Access::Public {
            op.insert("security".into(), json!([{ "bearer": [] }]));
        }
        if let Some((_, schema)) = &e.body {
            let reference = schema(&mut generator);
            op.insert(
                "requestBody".into(),
                json!({"required": true, "content": {"application/json": {"schema": reference}}}),
            );
        }
        let mut responses = Map::new();
        let (success, content) = match e.response {
            Some(Answer::Json(status, schema)) => (
                status,
                Some(json!({"application/json": {"schema": schema(&mut answers)}})),
            ),
            Some(Answer::File(media_type)) => (
                "200",
                Some(json!({ media_type: {"schema": {"type": "string"}} })),
            ),
            Some(Answer::NoContent) => ("204", None),
            None => ("200", None),
        };
        if e.paged {
            let mut ok = json!({"description": "One page", "headers": {"X-Total-Count": {
                "description": "Rows matching the filters and search", "schema": {"type": "integer"}}}});
            if let Some(c) = &content {
                ok["content"] = c.clone();
            }
            responses.insert("200".into(), ok);
            responses.insert(
                "400".into(),
                json!({"$ref": "#/components/responses/Error"}),
            );
        } else if let Some(c) = content {
            responses.insert(
                success.into(),
                json!({"description": "Success", "content": c}),
            );
        } else {
            let description = if success == "204" {
                "Done; no body"
            } else {
                "Success"
            };
            responses.insert(success.into(), json!({ "description": description }));
        }
        if e.body.is_some() {
            responses.insert(
                "400".into(),
                json!({"$ref": "#/components/responses/Error"}),
            );
        }
        if e.access != Access::Public {
            responses.insert(
                "401".into(),
                json!({"$ref": "#/components/responses/Error"}),
            );
        }
        if matches!(e.access, Access::Admin | Access::Client) || e.sudo {
            responses.insert(
                "403".into(),
                json!({"$ref": "#/components/responses/Error"}),
            );
        }
        if e.path.contains('{') {
            responses.insert(
                "404".into(),
                json!({"$ref": "#/components/responses/Error"}),
            );
        }
        op.insert("responses".into(), Value::Object(responses));
        let entry = paths
            .entry(e.path.to_owned())
            .or_insert_with(|| Value::Object(Map::new()));
        if let Value::Object(methods) = entry {
            methods.insert(e.method.to_owned(), Value::Object(op));
        }
    }
    // The one error shape, from the type every error answer is serialised from.
    let error = answers.subschema_for::<crate::error::ErrorBody>();
    // The closed sets the status selectors send (their inputs take text and parse it), named so
    // that clients can offer exactly these values.
    {
        use portico_shared::status::*;
        answers.subschema_for::<TaskStatus>();
        answers.subschema_for::<TaskPriority>();
        answers.subschema_for::<GoalStatus>();
        answers.subschema_for::<SubmissionStatus>();
        answers.subschema_for::<TicketStatus>();
    }
    for (name, schema) in generator
        .take_definitions(true)
        .into_iter()
        .chain(answers.take_definitions(true))
    {
        // A type both read and written would need one name per direction; none is, and this
        // keeps it so (the document is built by every test that starts a server).
        if let Some(other) = schemas.get(&name) {
            assert_eq!(
                other, &schema,
                "{name} differs as a request and as an answer"
            );
        }
        schemas.insert(name, schema);
    }
    json!({
        "openapi": "3.1.0",
        "info": {"title": "Portico API", "version": env!("CARGO_PKG_VERSION")},
        "servers": [{"url": "/api"}],
        "paths": paths,
        "components": {
            "schemas": schemas,
            "securitySchemes": {"bearer": {"type": "http", "scheme": "bearer"}},
            "responses": {"Error": {"description": "An error", "content": {"application/json": {"schema": error}}}},
        },
    })
}
