/** One typed function per upstream call, grouped by backend module. */
export * from "./catalog.ts";
export * from "./content.ts";
export * from "./lists.ts";
export * from "./account.ts";
export * from "./checkout.ts";
export * from "./admin.ts";
