/**
 * Writes backend/contract/calls.schema.json: JSON Schema of the call map's TypeScript types
 * (`Calls` in backend/contract/calls.ts: each call's payload and answer `data`). The OpenAPI
 * document takes its answer schemas from it, and the payload schema of a call the API reads
 * without a zod schema of its own. Run after changing a contract type:
 *
 *   npm run openapi:types            (write)
 *   npm run openapi:types -- --check (exit 1 when the file is stale; backend/openapi.test.ts does the same)
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createGenerator } from "ts-json-schema-generator";

const root = fileURLToPath(new URL("..", import.meta.url));
export const CALL_TYPES_FILE = `${root}backend/contract/calls.schema.json`;

/** The generated file's text: `definitions` holds every named type, `Calls` the map. */
export function callTypesJson(): string {
  const generator = createGenerator({
    path: `${root}backend/contract/calls.ts`,
    tsconfig: `${root}tsconfig.json`,
    type: "Calls",
    skipTypeCheck: true,
    expose: "export",
    topRef: true,
    additionalProperties: true,
    sortProps: true,
  });
  const schema = generator.createSchema("Calls");
  return `${JSON.stringify({ definitions: schema.definitions ?? {} }, null, 1)}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const text = callTypesJson();
  if (process.argv.includes("--check")) {
    const current = readFileSync(CALL_TYPES_FILE, "utf8");
    if (current !== text) {
      console.error("backend/contract/calls.schema.json is stale: run npm run openapi:types");
      process.exit(1);
    }
    console.log("backend/contract/calls.schema.json is up to date");
  } else {
    writeFileSync(CALL_TYPES_FILE, text);
    console.log("wrote backend/contract/calls.schema.json");
  }
}
