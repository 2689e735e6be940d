import type { ReactNode } from "react";

/** A record's fields as the console shows them (a client, a member, a project): each term with its value. */
export function FieldList({ rows }: { rows: [term: string, value: ReactNode][] }) {
  return (
    <dl className="admin-fields">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
