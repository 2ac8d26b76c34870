/** Clicking a topic card scrolls to the top, then navigates after this delay. */
export const TOPIC_NAVIGATION_DELAY_MS = 300;
