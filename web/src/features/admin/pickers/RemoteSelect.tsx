import { Select } from "@mantine/core";
import "@mantine/core/styles/Combobox.layer.css";
import "@mantine/core/styles/Popover.layer.css";
import "@mantine/core/styles/ScrollArea.layer.css";
import { useEffect, useEffectEvent, useState } from "react";

export interface Option {
  value: string;
  label: string;
}

export interface RemoteSelectProps {
  label: string;
  /** The chosen record's id; null for none (the filter is off). */
  value: string | null;
  onChange(value: string | null): void;
  /** The first options matching `q` (the server searches; nothing is filtered here). */
  search(q: string, signal: AbortSignal): Promise<Option[]>;
  /** The label of a chosen id that is not among the options (a reloaded URL names it). */
  resolve(id: string, signal: AbortSignal): Promise<string>;
  placeholder?: string;
  nothingFound: string;
  /** The first option while something is chosen, which chooses nothing (the filter off). */
  anyLabel: string;
  w?: number | string;
}

export const REMOTE_SEARCH_DEBOUNCE_MS = 250;

/** The value of the "any" option (never a record id: ids are UUIDs). */
const ANY = "__any__";

/**
 * A searchable select whose options come from a server list (clients, projects): typing searches
 * on the server after a pause, the latest answer wins, and the chosen record keeps its label even
 * when it is not among the current options. No choice means no filter.
 */
export function RemoteSelect({ label, value, onChange, search, resolve, placeholder, nothingFound, anyLabel, w = 260 }: RemoteSelectProps) {
  const [query, setQuery] = useState("");
  const [options, setOptions] = useState<Option[]>([]);
  const [chosen, setChosen] = useState<Option | null>(null);
  const find = useEffectEvent(search);
  const name = useEffectEvent(resolve);

  // The search box shows the chosen label; while it does, the list is the unsearched one.
  const q = chosen && query === chosen.label ? "" : query.trim();
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      find(q, controller.signal).then(
        (found) => {
          if (!controller.signal.aborted) setOptions(found);
        },
        () => undefined, // the options stay as they were; the table under the filter reports failures
      );
    }, REMOTE_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q]);

  // A chosen id whose label is unknown (from the URL): ask for it.
  const known = value === null ? null : (options.find((o) => o.value === value) ?? (chosen?.value === value ? chosen : null));
  useEffect(() => {
    if (value === null || known) return;
    const controller = new AbortController();
    name(value, controller.signal).then(
      (text) => {
        if (!controller.signal.aborted) setChosen({ value, label: text });
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [value, known]);

  const listed = known && !options.some((o) => o.value === known.value) ? [known, ...options] : options;
  // Mantine's clear button is for pointers only (hidden from assistive technology, not focusable):
  // the keyboard's way back to "no filter" is this first option.
  const data = value === null ? listed : [{ value: ANY, label: anyLabel }, ...listed];

  return (
    <Select
      label={label}
      placeholder={placeholder}
      searchable
      clearable
      data={data}
      value={value}
      searchValue={query}
      onSearchChange={setQuery}
      onChange={(next, option) => {
        const none = next === null || next === ANY;
        setChosen(none || !option ? null : { value: option.value, label: option.label });
        if (none) setQuery("");
        onChange(none ? null : next);
      }}
      filter={({ options: all }) => all}
      nothingFoundMessage={nothingFound}
      w={w}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
