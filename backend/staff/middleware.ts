/** The staff guard for other modules' routers (public file of the staff module). */
export { forbidden, loadStaff, needOf, requirePermission, requireStaff, staffOf, type Need } from "./guard.ts";
