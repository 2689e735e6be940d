import { HomePage } from "../../features/marketing/HomePage";
import { pageMeta } from "../../features/seo/meta";
import { SITE } from "../../site";

// `/`, `/signup` and `/home` show the same page; all three name `/` as canonical.
export function meta() {
  return pageMeta({
    title: "Home",
    description: `${SITE.name} delivers web and mobile development, data solutions, UI/UX design, SEO and IT support for companies around the world, with a client portal to follow every project.`,
    path: "/",
  });
}

export default function Landing() {
  return <HomePage />;
}
