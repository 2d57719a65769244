/**
 * The push module's public face for other modules (the back office sends from a form what
 * `npm run push` sends from the command line).
 */
export { PUSH_BATCH, PUSH_JOB, pushEnabled, pushHandlers, sendPush, setPushSender, subscriberCounts, type PushJob, type PushMessage, type PushProgress, type PushReport, type SendNotification } from "./send.ts";
