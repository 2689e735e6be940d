import { createTheme } from "@mantine/core";

export const theme = createTheme({
  primaryColor: "indigo",
  // Shade 8 keeps white text on filled buttons above 4.5:1 (WCAG AA) everywhere, back office included.
  primaryShade: 8,
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Devanagari', sans-serif",
  headings: { fontFamily: "inherit" },
  defaultRadius: "md",
});
