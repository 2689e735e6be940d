import { Table } from "@mantine/core";

/** A table's header row: one column heading per name, in order. */
export function ColumnHeads({ names }: { names: readonly string[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {names.map((name, i) => (
          <Table.Th key={i} scope="col">
            {name}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
