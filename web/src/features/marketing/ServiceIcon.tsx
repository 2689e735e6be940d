/** Line icons for the service cards (inline: no request, no icon font). Decorative. */
const PATHS = {
  web: "M3 5h18v14H3zM3 9h18M7 7h.01M10 7h.01M9 13l-2 2 2 2M15 13l2 2-2 2M13 12l-2 6",
  mobile: "M7 2h10a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zM10 18h4",
  data: "M4 6c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3zm0 0v12c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3",
  design: "M12 3a9 9 0 1 0 0 18c1 0 1.5-.8 1.5-1.5 0-1.2-1-1.5-1-2.5s.8-1.5 2-1.5H17a4 4 0 0 0 4-4c0-4.7-4-8.5-9-8.5zM7.5 11h.01M10 7.5h.01M14.5 7.5h.01",
  seo: "M10.5 3a7.5 7.5 0 1 1 0 15 7.5 7.5 0 0 1 0-15zM16 16l5 5M7 12l2.5-2.5 2 2L14 9",
  it: "M4 4h16v6H4zM4 14h16v6H4zM8 7h.01M8 17h.01M12 7h4M12 17h4",
  code: "M8 8l-4 4 4 4M16 8l4 4-4 4M13.5 5l-3 14",
  support: "M4 13a8 8 0 0 1 16 0M4 13v4a2 2 0 0 0 2 2h1v-7H6a2 2 0 0 0-2 2M20 13v4a2 2 0 0 1-2 2h-1v-7h1a2 2 0 0 1 2 2M17 19c0 1.5-2 2-5 2",
  star: "M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z",
} as const;

export type ServiceIconName = keyof typeof PATHS;

export function ServiceIcon({ name }: { name: ServiceIconName }) {
  return (
    <svg className="service-icon" width="40" height="40" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
