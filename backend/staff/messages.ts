import { registerTranslations } from "../core/validators.ts";

export const STAFF_MSG = {
  forbidden: "You do not have access to this part of the back office",
} as const;

registerTranslations({
  [STAFF_MSG.forbidden]: { az: "Arxa ofisin bu hissəsinə girişiniz yoxdur", ru: "У вас нет доступа к этому разделу бэк-офиса" },
});
