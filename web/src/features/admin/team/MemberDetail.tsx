import { Button, Text } from "@mantine/core";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { deleteTeamMember, findTeamMember, type Member } from "../../../api/admin";
import { display } from "../../../wasm/display";
import { useConfirm } from "../../dialogs/useConfirm";
import { useWrite } from "../../forms/useWrite";
import { patchQuery, useConsoleQuery } from "../consoleQuery";
import { LoadFailure } from "../LoadFailure";
import { SectionHeading } from "../SectionHeading";
import { useRecord } from "../../data/useRecord";
import { MemberFormModal } from "./MemberForm";
import { FieldList } from "../FieldList";
import { Skeleton } from "../../page/Skeleton";

/** One member (from More): every field, Edit in a modal, Delete after a confirmation. */
export function MemberDetail({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const { params, update } = useConsoleQuery();
  const record = useRecord((signal) => findTeamMember(memberId, signal), memberId);
  const [editing, setEditing] = useState(false);
  const { confirm, dialog } = useConfirm();
  const write = useWrite();
  const member = record.data;

  const crumbs = [{ label: t("admin.nav.team"), to: `?${patchQuery(params, { member: null })}` }];

  if (record.error && !member) {
    return (
      <>
        <SectionHeading title={t("admin.nav.team")} crumbs={crumbs} />
        <LoadFailure what={t("admin.team.detailLoadError")} error={record.error} retrying={record.loading} onRetry={record.reload} />
      </>
    );
  }
  if (member === undefined) {
    return (
      <Skeleton rows={6} />
    );
  }
  if (member === null) {
    return (
      <>
        <SectionHeading title={t("admin.nav.team")} crumbs={crumbs} />
        <Text role="status">{t("admin.team.notFound")}</Text>
      </>
    );
  }

  function onDelete(m: Member) {
    void confirm({
      title: t("admin.team.deleteTitle", { name: m.name }),
      message: t("admin.team.deleteBody", { name: m.name }),
      confirmLabel: t("admin.team.delete"),
      onConfirm: () =>
        write(() => deleteTeamMember(m._id), {
          success: { title: t("admin.team.deleted") },
          failure: t("admin.team.deleteFailed"),
          // Replace: Back should not return to a member who is gone.
          onSuccess: () => update({ member: null }, { replace: true }),
        }),
    });
  }

  return (
    <>
      <SectionHeading
        title={member.name}
        crumbs={crumbs}
        actions={
          <>
            <Button variant="default" onClick={() => setEditing(true)}>
              {t("admin.team.edit")}
            </Button>
            <Button color="red.9" variant="outline" onClick={() => onDelete(member)}>
              {t("admin.team.delete")}
            </Button>
          </>
        }
      />
      <MemberFields member={member} />
      <MemberFormModal
        opened={editing}
        member={member}
        onCancel={() => setEditing(false)}
        onSaved={() => {
          setEditing(false);
          record.reload();
        }}
      />
      {dialog}
    </>
  );
}

function MemberFields({ member }: { member: Member }) {
  const { t } = useTranslation();
  const label = (field: Exclude<keyof Member, "_id" | "name">) => t(`admin.team.fields.${field}`);
  const given = (value: string | number | null) =>
    value === null || value === "" ? (
      <Text span c="var(--pc-text-muted)">
        {t("admin.team.notGiven")}
      </Text>
    ) : (
      value
    );
  const rows: [string, ReactNode][] = [
    [label("role"), member.role],
    [label("email"), member.email],
    [label("phoneNumber"), given(member.phoneNumber)],
    [label("age"), given(member.age)],
    [label("address"), given(member.address)],
    [label("joiningDate"), given(member.joiningDate && display().displayDate(member.joiningDate))],
    [label("about"), given(member.about)],
  ];
  return <FieldList rows={rows} />;
}
