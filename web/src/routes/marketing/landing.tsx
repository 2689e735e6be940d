import { HomePage } from "../../features/marketing/HomePage";

export function meta() {
  return [
    { title: "Home | Portico IT Services" },
    {
      name: "description",
      content:
        "Portico delivers web, mobile, data, UI/UX, SEO and IT solutions worldwide, and lets clients follow their projects online.",
    },
  ];
}

export default function Landing() {
  return <HomePage />;
}
