import { Modal, Text, Title } from "@mantine/core";
import "@mantine/core/styles/ModalBase.layer.css";
import "@mantine/core/styles/Modal.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/Paper.layer.css";
import { useCallback, useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Named, TeamCard } from "../../api/client";
import "./project.css";

/**
 * Clicking an assignee opens that person's card (name, role, about) from the project's team.
 * Someone no longer on the team still gets a card with their name.
 */
export function useTeamMemberDialog(team: readonly TeamCard[]): { open: (who: Named) => void; dialog: ReactNode } {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<Named | null>(null);
  const card = useMemo(
    () => (selected ? (team.find((m) => m._id === selected._id) ?? { ...selected, role: "", about: "" }) : null),
    [selected, team],
  );
  const open = useCallback((who: Named) => setSelected(who), []);
  const dialog = (
    <Modal
      opened={card !== null}
      onClose={() => setSelected(null)}
      title={t("portal.teamMember")}
      centered
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      {card && (
        <article aria-label={card.name}>
          <Title order={3} size="h4">
            {card.name}
          </Title>
          {card.role && (
            <Text fw={600} c="var(--pc-link)">
              {card.role}
            </Text>
          )}
          <Text mt="sm">{card.about || t("portal.notOnTeam")}</Text>
        </article>
      )}
    </Modal>
  );
  return { open, dialog };
}

/** The names of a task's assignees; with `onOpen`, each opens the person's card (staff see plain names). */
export function Assignees({ people, onOpen }: { people: readonly Named[]; onOpen?: (who: Named) => void }) {
  const { t } = useTranslation();
  if (people.length === 0) return <span className="muted">{t("portal.unassigned")}</span>;
  return (
    <span className="assignees">
      {people.map((p) =>
        onOpen ? (
          <button key={p._id} type="button" className="link-button" aria-haspopup="dialog" onClick={() => onOpen(p)}>
            {p.name}
          </button>
        ) : (
          <span key={p._id}>{p.name}</span>
        ),
      )}
    </span>
  );
}
