/** The dashboard greeting follows the local time of day; the clock is passed in so tests are repeatable. */
export type GreetingKey = "portal.greetingMorning" | "portal.greetingAfternoon" | "portal.greetingEvening";

/** Morning from 05:00, afternoon from 12:00, evening from 18:00 until 04:59. */
export function greetingKey(now: Date): GreetingKey {
  const hour = now.getHours();
  if (hour >= 5 && hour < 12) return "portal.greetingMorning";
  if (hour >= 12 && hour < 18) return "portal.greetingAfternoon";
  return "portal.greetingEvening";
}
