/**
 * Company details shown in the footer and on the Contact page. The spec does not reproduce the real
 * postal address and phone number (section 9): replace these before going live.
 */
export const COMPANY = {
  name: "Portico",
  tagline: "We empower companies to become more organised, compliant and enterprise ready.",
  addressLines: ["Portico IT Services", "Head office address to be confirmed"],
  phone: "Phone number to be confirmed",
  email: "hello@portico.example",
} as const;

export const SOCIAL_LINKS = [
  { label: "X (Twitter)", href: "https://x.com/" },
  { label: "Facebook", href: "https://www.facebook.com/" },
  { label: "Instagram", href: "https://www.instagram.com/" },
  { label: "LinkedIn", href: "https://www.linkedin.com/" },
] as const;

export const SIDE_SOCIAL_LINKS = [
  { label: "LinkedIn", href: "https://www.linkedin.com/" },
  { label: "Instagram", href: "https://www.instagram.com/" },
  { label: "WhatsApp", href: "https://www.whatsapp.com/" },
  { label: "Facebook", href: "https://www.facebook.com/" },
] as const;
