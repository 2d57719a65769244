/**
 * The push module's public face for other modules (the back office sends from a form what
 * `npm run push` sends from the command line).
 */
export { pushEnabled, sendPush, subscriberCounts, type PushMessage, type PushReport, type SendNotification } from "./send.ts";
