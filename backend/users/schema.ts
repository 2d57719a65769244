/** Request schemas of the users calls: the profile and the saved addresses (validated at the API edge). */
import { z } from "zod";
import { optionalEmailField, optionalText, requiredText } from "../core/validators.ts";
import { USERS_MSG } from "./messages.ts";

export const updateInfoSchema = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: optionalEmailField(),
  gender: optionalText(6)
    .transform((v) => (v === "m" ? "male" : v === "f" ? "female" : v))
    .refine((v) => ["", "male", "female"].includes(v), USERS_MSG.wrongGender)
    .optional(),
});

export const addressSchema = z.object({
  title: requiredText(100),
  city: requiredText(64),
  district: optionalText(64),
  place: optionalText(64),
  address: requiredText(500),
});
