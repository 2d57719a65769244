/** The staff guard for other modules' routers (public file of the staff module). */
export { forbidden, loadStaff, requirePermission, staffOf } from "./guard.ts";
