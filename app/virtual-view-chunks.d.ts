/** scripts/view-chunks.ts: view component file → URLs of its chunk and the chunks it imports. */
declare module "virtual:view-chunks" {
  const map: Record<string, string[]>;
  export default map;
  /** language → translation namespace → URL of its chunk */
  export const localeChunks: Record<string, Record<string, string>>;
}
