/**
 * Messages of the account's own data: profile and saved addresses (English is the key; az and
 * ru registered with the shared translator in core/validators.ts).
 */
import { registerTranslations } from "../core/validators.ts";

export const USERS_MSG = {
  emailTaken: "This email is already registered",
  infoChanged: "Your information has changed successfully",
  addressAdded: "The address has been added",
  addressUpdated: "The address has been updated",
  addressRemoved: "The address has been removed",
  addressSelected: "The main address has been changed",
  addressNotFound: "Address not found",
  wrongCity: "Choose a city from the list",
  wrongDistrict: "Choose a district from the list",
  wrongPlace: "Choose a place from the list",
  wrongGender: "Choose male or female",
} as const;

registerTranslations({
  [USERS_MSG.emailTaken]: { az: "Bu e-poçt artıq qeydiyyatdadır", ru: "Этот e-mail уже зарегистрирован" },
  [USERS_MSG.infoChanged]: { az: "Məlumatlarınız uğurla dəyişdirildi", ru: "Ваши данные успешно изменены" },
  [USERS_MSG.addressAdded]: { az: "Ünvan əlavə edildi", ru: "Адрес добавлен" },
  [USERS_MSG.addressUpdated]: { az: "Ünvan yeniləndi", ru: "Адрес обновлён" },
  [USERS_MSG.addressRemoved]: { az: "Ünvan silindi", ru: "Адрес удалён" },
  [USERS_MSG.addressSelected]: { az: "Əsas ünvan dəyişdirildi", ru: "Основной адрес изменён" },
  [USERS_MSG.addressNotFound]: { az: "Ünvan tapılmadı", ru: "Адрес не найден" },
  [USERS_MSG.wrongCity]: { az: "Siyahıdan şəhər seçin", ru: "Выберите город из списка" },
  [USERS_MSG.wrongDistrict]: { az: "Siyahıdan rayon seçin", ru: "Выберите район из списка" },
  [USERS_MSG.wrongPlace]: { az: "Siyahıdan məkan seçin", ru: "Выберите место из списка" },
  [USERS_MSG.wrongGender]: { az: "Kişi və ya qadın seçin", ru: "Выберите мужской или женский" },
});
