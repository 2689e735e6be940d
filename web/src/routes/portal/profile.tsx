import { Anchor, Button, Container, Group, Modal, Text, Title } from "@mantine/core";
import "@mantine/core/styles/ModalBase.layer.css";
import "@mantine/core/styles/Modal.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/Paper.layer.css";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { projectRequests, projectsUser } from "../../api/client";
import { phoneHref, SITE } from "../../site";
import { portalFetch } from "../../features/portal/load";
import { ProfileForm } from "../../features/portal/profile/ProfileForm";
import { ProfileProjects } from "../../features/portal/profile/ProfileProjects";
import { loadProfileWords } from "../../features/portal/profile/words";
import { display } from "../../wasm/display";
import { titleMeta } from "../../titleMeta";
import { handlesMoney } from "../../features/portal/money";
import { usePortal } from "./guard";
import type { Route } from "./+types/profile";

/** The page's words (`profile.*`) come with it, read beside its data. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [projects, requests] = await Promise.all([
    portalFetch(projectsUser(request.signal), "projects"),
    portalFetch(projectRequests(request.signal), "project requests"),
    loadProfileWords(),
  ]);
  return { projects, requests };
}

export const meta = titleMeta("Profile | Portico");

/** Profile (product.md §2): who the client is, how to reach us, their projects and requests. */
export default function Profile({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { profile } = usePortal();
  const { projects, requests } = loaderData;
  const [editing, setEditing] = useState(false);
  const w = display();

  return (
    <Container size="xl" className="portal-main stack-xl">
      <div className="profile-head">
        <section aria-labelledby="profile-name" className="card">
          <Title order={1} id="profile-name" size="h2">
            {profile?.name ?? t("portal.profile")}
          </Title>
          {profile ? (
            <dl className="facts">
              <div>
                <dt>{t("portal.organisation")}</dt>
                <dd>{profile.brandName || t("portal.notSet")}</dd>
              </div>
              <div>
                <dt>{t("common.email")}</dt>
                <dd>{profile.email}</dd>
              </div>
              <div>
                <dt>{t("profile.phone")}</dt>
                <dd>{profile.phone || t("portal.notSet")}</dd>
              </div>
            </dl>
          ) : (
            <p className="error-text" role="alert">
              {t("portal.loadFailed")}
            </p>
          )}
          <Group mt="md" gap="sm">
            {profile && <Button onClick={() => setEditing(true)}>{t("profile.edit")}</Button>}
            <Button component={Link} to="/profileSettings" variant="default">
              {t("portal.settingPrivacy")}
            </Button>
          </Group>
        </section>
        <section aria-labelledby="support" className="card">
          <Title order={2} size="h4" id="support">
            {t("profile.support")}
          </Title>
          <Text mt="xs">{t("profile.supportBody")}</Text>
          <dl className="facts">
            <div>
              <dt>{t("common.email")}</dt>
              <dd>
                <Anchor href={`mailto:${SITE.email}`} c="var(--pc-link)">
                  {SITE.email}
                </Anchor>
              </dd>
            </div>
            <div>
              <dt>{t("profile.phone")}</dt>
              <dd>
                <Anchor href={phoneHref()} c="var(--pc-link)">
                  {SITE.phone}
                </Anchor>
              </dd>
            </div>
          </dl>
          <Text mt="md">
            <Anchor component={Link} to="/contact" c="var(--pc-link)">
              {t("nav.contact")}
            </Anchor>
          </Text>
        </section>
      </div>

      {projects.ok ? (
        <ProfileProjects projects={projects.data} money={handlesMoney(profile)} />
      ) : (
        <p className="error-text" role="alert">
          {t("portal.loadFailed")}
        </p>
      )}

      <section aria-labelledby="my-requests">
        <Title order={2} size="h3" id="my-requests" mb="sm">
          {t("profile.requests")}
        </Title>
        {!requests.ok ? (
          <p className="error-text" role="alert">
            {t("portal.loadFailed")}
          </p>
        ) : requests.data.length === 0 ? (
          <Text c="var(--pc-text-muted)">{t("profile.noRequests")}</Text>
        ) : (
          <ul className="plain-list item-list">
            {requests.data.map((r) => (
              <li key={r._id} className="card item">
                <Title order={3} size="h5">
                  {r.title}
                </Title>
                <Text size="sm" c="var(--pc-text-muted)">
                  <time dateTime={r.createdAt}>{w.displayDate(r.createdAt)}</time>
                  {r.projectCost && ` · ${t("profile.request.cost")}: ${r.projectCost}`}
                  {r.projectTimeline && ` · ${t("profile.request.timeline")}: ${r.projectTimeline}`}
                </Text>
                {r.description && <Text className="pre-wrap">{r.description}</Text>}
              </li>
            ))}
          </ul>
        )}
      </section>

      {profile && (
        <Modal
          opened={editing}
          onClose={() => setEditing(false)}
          title={t("profile.edit")}
          centered
          closeButtonProps={{ "aria-label": t("common.close") }}
        >
          <ProfileForm profile={profile} onDone={() => setEditing(false)} />
        </Modal>
      )}
    </Container>
  );
}
