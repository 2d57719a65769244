/**
 * Where screenshots go: `npm run screenshots`, `npm run screenshots:admin` and the screenshot
 * specs write into `screenshots/` at the repository's root, a folder git ignores (.gitignore), so
 * a retake never grows the repository. `SCREENSHOTS_DIR` names another folder.
 */
import path from "node:path";

/** The folder, relative to the repository's root, that .gitignore lists. */
export const SCREENSHOTS_FOLDER = "screenshots";

/** The absolute folder of this run (SCREENSHOTS_DIR, else `screenshots/` of the working directory). */
export function screenshotsDir(): string {
  return path.resolve(process.env.SCREENSHOTS_DIR || SCREENSHOTS_FOLDER);
}

/** The path of one screenshot file in that folder. */
export function shotPath(file: string): string {
  return path.join(screenshotsDir(), file);
}
