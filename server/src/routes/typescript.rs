//! TypeScript declarations for the OpenAPI document's schemas, so the web's API types come from
//! the Rust types the server serialises and parses (through schemars) and are never typed twice.
//! It covers the JSON Schema that schemars writes for our types: `$ref`, `anyOf`/`oneOf`,
//! `enum`/`const`, `type` (one or several), objects with `properties`/`required`, arrays.

use serde_json::{Map, Value};

const HEADER: &str =
    "// Generated from web/src/api/openapi.json, which is generated from the server's Rust \
types.\n// Do not edit: run `UPDATE_OPENAPI=1 cargo test -p portico-server openapi`.\n";

/// Every `components.schemas` entry as an exported type, in the document's (sorted) order.
pub fn declarations(doc: &Value) -> String {
    let mut out = String::from(HEADER);
    let schemas = doc["components"]["schemas"].as_object();
    for (name, schema) in schemas.into_iter().flatten() {
        out.push('\n');
        doc_comment(&mut out, schema, "");
        out.push_str(&format!("export type {name} = {};\n", ts(schema, "")));
        // An enumeration's values at run time too, to tell a known value from another.
        if let Some(list) = literals(schema) {
            out.push_str(&format!(
                "export const {}_VALUES: readonly {name}[] = [{}];\n",
                screaming(name),
                list.join(", ")
            ));
        }
    }
    out
}

/// The values of an enumeration: `enum`, or `oneOf` of `const`s (variants with doc comments).
fn literals(schema: &Value) -> Option<Vec<String>> {
    if let Some(values) = schema.get("enum").and_then(Value::as_array) {
        return Some(values.iter().map(Value::to_string).collect());
    }
    let options = schema.get("oneOf").and_then(Value::as_array)?;
    let mut out = Vec::new();
    for o in options {
        match (o.get("const"), o.get("enum").and_then(Value::as_array)) {
            (Some(c), _) => out.push(c.to_string()),
            (None, Some(values)) => out.extend(values.iter().map(Value::to_string)),
            _ => return None,
        }
    }
    Some(out)
}

/// `ErrorCode` → `ERROR_CODE`.
fn screaming(name: &str) -> String {
    let mut out = String::new();
    for (i, c) in name.chars().enumerate() {
        if c.is_ascii_uppercase() && i > 0 {
            out.push('_');
        }
        out.push(c.to_ascii_uppercase());
    }
    out
}

fn doc_comment(out: &mut String, schema: &Value, indent: &str) {
    if let Some(text) = schema.get("description").and_then(Value::as_str) {
        let text = text.replace("*/", "* /");
        out.push_str(indent);
        out.push_str("/** ");
        out.push_str(&text.replace('\n', &format!("\n{indent} * ")));
        out.push_str(" */\n");
    }
}

fn ts(schema: &Value, indent: &str) -> String {
    let Some(obj) = schema.as_object() else {
        // `true` (anything) or `false` (nothing).
        return if schema == &Value::Bool(false) {
            "never".into()
        } else {
            "unknown".into()
        };
    };
    if let Some(r) = obj.get("$ref").and_then(Value::as_str) {
        return r.rsplit('/').next().unwrap_or(r).to_owned();
    }
    for key in ["anyOf", "oneOf"] {
        if let Some(options) = obj.get(key).and_then(Value::as_array) {
            return union(options.iter().map(|o| ts(o, indent)));
        }
    }
    if let Some(c) = obj.get("const") {
        return c.to_string();
    }
    if let Some(values) = obj.get("enum").and_then(Value::as_array) {
        return union(values.iter().map(Value::to_string));
    }
    match obj.get("type") {
        Some(Value::String(t)) => of_type(t, obj, indent),
        Some(Value::Array(types)) => union(
            types
                .iter()
                .filter_map(Value::as_str)
                .map(|t| of_type(t, obj, indent)),
        ),
        _ => "unknown".into(),
    }
}

fn of_type(t: &str, obj: &Map<String, Value>, indent: &str) -> String {
    match t {
        "string" => "string".into(),
        "integer" | "number" => "number".into(),
        "boolean" => "boolean".into(),
        "null" => "null".into(),
        "array" => {
            let item = obj.get("items").map_or("unknown".into(), |i| ts(i, indent));
            if item.contains(' ') {
                format!("({item})[]")
            } else {
                format!("{item}[]")
            }
        }
        "object" => object(obj, indent),
        _ => "unknown".into(),
    }
}

fn object(obj: &Map<String, Value>, indent: &str) -> String {
    let Some(props) = obj.get("properties").and_then(Value::as_object) else {
        return match obj.get("additionalProperties") {
            Some(v @ Value::Object(_)) => format!("Record<string, {}>", ts(v, indent)),
            _ => "Record<string, unknown>".into(),
        };
    };
    let required: Vec<&str> = obj
        .get("required")
        .and_then(Value::as_array)
        .map(|r| r.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    let inner = format!("{indent}  ");
    let mut out = String::from("{\n");
    // Required fields first, in the order the type declares them; then the optional ones.
    let mut names: Vec<&String> = props.keys().collect();
    names.sort_by_key(|n| required.iter().position(|r| r == n).unwrap_or(usize::MAX));
    for name in names {
        let schema = &props[name];
        doc_comment(&mut out, schema, &inner);
        let optional = if required.contains(&name.as_str()) {
            ""
        } else {
            "?"
        };
        out.push_str(&format!(
            "{inner}{}{optional}: {};\n",
            key(name),
            ts(schema, &inner)
        ));
    }
    out.push_str(indent);
    out.push('}');
    out
}

fn key(name: &str) -> String {
    let plain = name
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_' || c == '$')
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$');
    if plain {
        name.to_owned()
    } else {
        Value::String(name.to_owned()).to_string()
    }
}

fn union(parts: impl Iterator<Item = String>) -> String {
    let mut seen: Vec<String> = Vec::new();
    for p in parts {
        if !seen.contains(&p) {
            seen.push(p);
        }
    }
    if seen.is_empty() {
        "never".into()
    } else {
        seen.join(" | ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn objects_unions_and_refs() {
        let doc = json!({"components": {"schemas": {
            "A": {"type": "object", "description": "An A.", "properties": {
                "_id": {"type": "string"},
                "n": {"type": ["integer", "null"]},
                "b": {"anyOf": [{"$ref": "#/components/schemas/B"}, {"type": "null"}]},
                "tags": {"type": "array", "items": {"type": "string", "enum": ["x", "y"]}},
                "e-x": {"type": "boolean"}
            }, "required": ["_id", "tags"]},
            "B": {"type": "string", "enum": ["one", "two"]}
        }}});
        let out = declarations(&doc);
        assert!(out.contains(
            "/** An A. */\nexport type A = {\n  _id: string;\n  tags: (\"x\" | \"y\")[];\n"
        ));
        assert!(out.contains("  n?: number | null;\n"));
        assert!(out.contains("  b?: B | null;\n"));
        assert!(out.contains("  \"e-x\"?: boolean;\n"));
        assert!(out.contains("export type B = \"one\" | \"two\";\n"));
        assert!(out.contains("export const B_VALUES: readonly B[] = [\"one\", \"two\"];\n"));
    }
}
