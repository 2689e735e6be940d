import { Stack } from "@mantine/core";
import type { AriaAttributes, ReactNode } from "react";
import type { RuleForm } from "./ruleFormCore";

type Naming = Pick<AriaAttributes, "aria-label" | "aria-labelledby" | "aria-describedby">;

/**
 * A rule form's `<form>` element with its fields in one column. It must be named (`aria-label` or
 * `aria-labelledby`): assistive technology announces it, and the journeys find forms by that name.
 */
export function FormStack({ form, children, ...naming }: { form: Pick<RuleForm<never>, "formProps">; children: ReactNode } & Naming) {
  return (
    <form {...form.formProps} {...naming}>
      <Stack gap="sm">{children}</Stack>
    </form>
  );
}
