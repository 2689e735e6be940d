import { Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { TeamCard } from "../../api/client";

/** The project team (product.md §2, Team tab): a 3-column grid of name, role and about. */
export function TeamGrid({ team }: { team: readonly TeamCard[] }) {
  const { t } = useTranslation();
  if (team.length === 0) return <p className="muted">{t("portal.noTeam")}</p>;
  return (
    <ul className="grid-3 plain-list" aria-label={t("portal.team")}>
      {team.map((m) => (
        <li key={m._id} className="card">
          <Title order={3} size="h5">
            {m.name}
          </Title>
          <Text fw={600} c="var(--pc-link)" size="sm">
            {m.role}
          </Text>
          <Text size="sm" mt="xs">
            {m.about}
          </Text>
        </li>
      ))}
    </ul>
  );
}
