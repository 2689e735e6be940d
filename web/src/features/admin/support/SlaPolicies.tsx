import { Button, Checkbox, Group, NativeSelect, Stack, Table, Text, TextInput } from "@mantine/core";
import "@mantine/core/styles/Checkbox.layer.css";
import "@mantine/core/styles/InlineInput.layer.css";
import "@mantine/core/styles/Table.layer.css";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Busy } from "../../data/Busy";
import { useRecord } from "../../data/useRecord";
import { LoadFailure } from "../LoadFailure";
import { createPolicy, listPolicies, savePolicy, TICKET_PRIORITIES, type Clock, type PolicyInput, type PolicyTargets, type SlaPolicy, type TicketPriority } from "./api";
import { joinMinutes, splitMinutes } from "./sla";
import { useFieldWrite } from "./useFieldWrite";
import "./support.css";

const TARGETS = ["firstResponse", "resolution"] as const;
type TargetKey = (typeof TARGETS)[number];
const CLOCKS: Clock[] = ["business", "always"];

/** The field a server's error names for one target: `targets.high.firstResponse`. */
export function targetField(priority: TicketPriority, target: TargetKey): string {
  return `targets.${priority}.${target}`;
}

const hasPolicyField = (f: string) => f === "name" || f === "isDefault" || f.startsWith("targets.");

/** A new policy starts from the default's targets (or a day for everything, business hours). */
function startingTargets(policies: SlaPolicy[]): PolicyTargets {
  const base = policies.find((p) => p.isDefault) ?? policies[0];
  if (base) return structuredClone(base.targets);
  const day = { minutes: 480, clock: "business" as Clock };
  const targets = { firstResponse: day, resolution: { ...day, minutes: 2400 } };
  return { low: structuredClone(targets), normal: structuredClone(targets), high: structuredClone(targets), urgent: structuredClone(targets) };
}

/**
 * The response-target policies (docs/support-clock.md): for each, per priority, its first response
 * and resolution target (hours and minutes, business hours or around the clock), whether it is the
 * default, Save; and New policy.
 */
export function SlaPolicies() {
  const { t } = useTranslation();
  const record = useRecord((signal) => listPolicies(signal), "slaPolicies");
  const [adding, setAdding] = useState(false);
  const policies = record.data;
  if (!policies) {
    return record.error ? (
      <LoadFailure what={t("admin.support.policies.loadError")} error={record.error} retrying={record.loading} onRetry={record.reload} />
    ) : (
      <Busy size="sm" />
    );
  }
  return (
    <Stack gap="xl">
      {policies.length === 0 && <Text c="var(--pc-text-muted)">{t("admin.support.policies.none")}</Text>}
      {policies.map((p) => (
        <PolicyForm key={`${p._id}:${JSON.stringify(p)}`} policy={p} initial={p} onSaved={record.reload} />
      ))}
      {adding ? (
        <PolicyForm
          policy={null}
          initial={{ name: t("admin.support.policies.newName"), isDefault: false, targets: startingTargets(policies) }}
          onSaved={() => {
            setAdding(false);
            record.reload();
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <Button variant="default" onClick={() => setAdding(true)} style={{ alignSelf: "flex-start" }}>
          {t("admin.support.policies.new")}
        </Button>
      )}
    </Stack>
  );
}

interface FormProps {
  /** The policy saved (null: a new one, created on submit). */
  policy: SlaPolicy | null;
  initial: PolicyInput;
  onSaved(): void;
  onCancel?(): void;
}

function PolicyForm({ policy, initial, onSaved, onCancel }: FormProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState<PolicyInput>(initial);
  const save = useFieldWrite(hasPolicyField);
  const id = useId();
  const headingId = `${id}-name`;

  function setTarget(priority: TicketPriority, target: TargetKey, change: { minutes?: number; clock?: Clock }) {
    setValue((prev) => ({
      ...prev,
      targets: { ...prev.targets, [priority]: { ...prev.targets[priority], [target]: { ...prev.targets[priority][target], ...change } } },
    }));
    save.setErrors((prev) => ({ ...prev, [targetField(priority, target)]: undefined }));
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const body = { ...value, name: value.name.trim() };
    const name = body.name || initial.name;
    void save.run(() => (policy ? savePolicy(policy._id, body) : createPolicy(body)), {
      success: { title: t(policy ? "admin.support.policies.saved" : "admin.support.policies.created", { name }) },
      failure: t(policy ? "admin.support.policies.saveFailed" : "admin.support.policies.createFailed"),
      onSuccess: onSaved,
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={headingId} className="sla-targets sla-policy">
      <Stack gap="sm">
        <Group align="flex-end" gap="md" wrap="wrap">
          <TextInput
            id={headingId}
            label={t("admin.support.policies.name")}
            value={value.name}
            onChange={(e) => {
              const name = e.currentTarget.value;
              setValue((prev) => ({ ...prev, name }));
            }}
            error={save.errors.name}
            required
            w={260}
          />
          <Checkbox
            label={t("admin.support.policies.isDefault")}
            checked={value.isDefault}
            onChange={(e) => {
              const isDefault = e.currentTarget.checked;
              setValue((prev) => ({ ...prev, isDefault }));
            }}
            error={save.errors.isDefault}
            mb={8}
          />
          {policy && (
            <Text size="sm" c="var(--pc-text-muted)" mb={8}>
              {t("admin.support.policies.companies", { count: policy.companies })}
            </Text>
          )}
        </Group>
        <Table.ScrollContainer minWidth={640} type="native">
          <Table withTableBorder captionSide="top">
            <caption className="visually-hidden">{t("admin.support.policies.caption", { name: value.name || initial.name })}</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("admin.support.policies.priority")}</Table.Th>
                {TARGETS.map((k) => (
                  <Table.Th scope="col" key={k}>
                    {t(`admin.support.policies.${k}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {TICKET_PRIORITIES.map((priority) => (
                <Table.Tr key={priority}>
                  <Table.Th scope="row">{t(`admin.support.priority.${priority}`)}</Table.Th>
                  {TARGETS.map((target) => (
                    <Table.Td key={target}>
                      <TargetInputs
                        priority={priority}
                        target={target}
                        minutes={value.targets[priority][target].minutes}
                        clock={value.targets[priority][target].clock}
                        error={save.errors[targetField(priority, target)]}
                        onChange={(change) => setTarget(priority, target, change)}
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group gap="sm">
          <Button type="submit" loading={save.busy}>
            {t(policy ? "admin.support.policies.save" : "admin.support.policies.create")}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t("admin.support.policies.cancel")}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

function TargetInputs(props: {
  priority: TicketPriority;
  target: TargetKey;
  minutes: number;
  clock: Clock;
  error: string | undefined;
  onChange(change: { minutes?: number; clock?: Clock }): void;
}) {
  const { t } = useTranslation();
  const { priority, target, minutes, clock, error, onChange } = props;
  const errorId = useId();
  const { hours, minutes: rest } = splitMinutes(minutes);
  const names = { priority: t(`admin.support.priority.${priority}`), target: t(`admin.support.policies.${target}`) };
  const invalid = error ? { "aria-invalid": true, "aria-describedby": errorId } : {};
  return (
    <div>
      <div className="sla-target-cell">
        <input
          type="number"
          min={0}
          className="mantine-focus-auto sla-number"
          aria-label={t("admin.support.policies.hoursOf", names)}
          value={hours}
          onChange={(e) => onChange({ minutes: joinMinutes(e.currentTarget.value, rest) })}
          {...invalid}
        />
        <span aria-hidden="true">{t("admin.support.units.h")}</span>
        <input
          type="number"
          min={0}
          max={59}
          className="mantine-focus-auto sla-number"
          aria-label={t("admin.support.policies.minutesOf", names)}
          value={rest}
          onChange={(e) => onChange({ minutes: joinMinutes(hours, e.currentTarget.value) })}
          {...invalid}
        />
        <span aria-hidden="true">{t("admin.support.units.min")}</span>
        <NativeSelect
          size="xs"
          aria-label={t("admin.support.policies.clockOf", names)}
          value={clock}
          data={CLOCKS.map((c) => ({ value: c, label: t(`admin.support.policies.clock.${c}`) }))}
          onChange={(e) => onChange({ clock: e.currentTarget.value === "always" ? "always" : "business" })}
        />
      </div>
      {error && (
        <Text id={errorId} size="xs" c="var(--pc-danger)">
          {error}
        </Text>
      )}
    </div>
  );
}
