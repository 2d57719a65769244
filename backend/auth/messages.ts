/**
 * Messages of the accounts calls (English is the key; az and ru registered with the shared
 * translator in core/validators.ts, which answers them in the payload's language).
 */
import { CALLER_MSG } from "../core/caller.ts";
import { registerTranslations } from "../core/validators.ts";
import { USERS_MSG } from "../users/messages.ts";

export const AUTH_MSG = {
  loginFailed: "Login or password is incorrect",
  loginRequired: CALLER_MSG.loginRequired,
  tokenExpired: CALLER_MSG.tokenExpired,
  refreshRefused: "Please log in again",
  tooMany: "Too many attempts. Please try again in a few minutes.",
  tooManyCodes: "Too many codes were sent to this number. Please try again in 10 minutes.",
  otpWrong: "Wrong OTP code",
  otpCancelled: "You added wrong OTP code many times",
  otpExpired: "The code has expired. Please request a new one.",
  otpInvalid: "The code is not valid. Please request a new one.",
  otpFormat: "Enter the 6-digit code",
  smsFailed: "We could not send the SMS. Please try again later.",
  mobileTaken: "This mobile number is already registered",
  emailTaken: USERS_MSG.emailTaken,
  noAccount: "No account was found with this email or mobile number",
  passwordShort: "The password must be at least 8 characters",
  passwordCommon: "This password is too easy to guess. Choose another one",
  passwordsDiffer: "Passwords do not match",
  currentPasswordWrong: "The current password is wrong",
  notificationRequired: "You must accept the terms",
  wrongDate: "Wrong date",
  wrongGender: USERS_MSG.wrongGender,
  resetInvalid: "The link has expired. Please request a new code.",
  registered: "You registered successfully. Now you can login to your account.",
  passwordChanged: "Your password changed successfully",
  passwordUpdated: "Your password has been changed",
  verified: "You have successfully verified your account, all features are unlocked.",
  alreadyVerified: "Your account is already verified",
  loggedOut: "You have logged out",
  orderNotFound: "Order not found",
  smsCode: "Your Bazaar code: {code}. It is valid for 3 minutes.",
} as const;

registerTranslations({
  [AUTH_MSG.loginFailed]: { az: "Login və ya şifrə yanlışdır", ru: "Неверный логин или пароль" },
  [AUTH_MSG.refreshRefused]: { az: "Zəhmət olmasa yenidən daxil olun", ru: "Пожалуйста, войдите снова" },
  [AUTH_MSG.tooMany]: {
    az: "Həddindən çox cəhd. Bir neçə dəqiqədən sonra yenidən yoxlayın.",
    ru: "Слишком много попыток. Попробуйте снова через несколько минут.",
  },
  [AUTH_MSG.tooManyCodes]: {
    az: "Bu nömrəyə çox kod göndərilib. 10 dəqiqədən sonra yenidən yoxlayın.",
    ru: "На этот номер отправлено слишком много кодов. Попробуйте через 10 минут.",
  },
  [AUTH_MSG.otpWrong]: { az: "OTP kod yanlışdır", ru: "Неверный OTP код" },
  [AUTH_MSG.otpCancelled]: { az: "Siz dəfələrlə yanlış OTP kod daxil etdiniz", ru: "Вы много раз ввели неверный OTP код" },
  [AUTH_MSG.otpExpired]: { az: "Kodun vaxtı bitib. Yeni kod istəyin.", ru: "Срок действия кода истёк. Запросите новый код." },
  [AUTH_MSG.otpInvalid]: { az: "Kod etibarsızdır. Yeni kod istəyin.", ru: "Код недействителен. Запросите новый код." },
  [AUTH_MSG.otpFormat]: { az: "6 rəqəmli kodu daxil edin", ru: "Введите 6-значный код" },
  [AUTH_MSG.smsFailed]: { az: "SMS göndərmək mümkün olmadı. Bir az sonra yoxlayın.", ru: "Не удалось отправить SMS. Попробуйте позже." },
  [AUTH_MSG.mobileTaken]: { az: "Bu mobil nömrə artıq qeydiyyatdadır", ru: "Этот номер уже зарегистрирован" },
  [AUTH_MSG.noAccount]: { az: "Bu e-poçt və ya nömrə ilə hesab tapılmadı", ru: "Аккаунт с таким e-mail или номером не найден" },
  [AUTH_MSG.passwordShort]: { az: "Şifrə ən azı 8 simvol olmalıdır", ru: "Пароль должен быть не короче 8 символов" },
  [AUTH_MSG.passwordCommon]: { az: "Bu şifrəni tapmaq çox asandır. Başqa şifrə seçin", ru: "Этот пароль слишком легко угадать. Выберите другой" },
  [AUTH_MSG.passwordsDiffer]: { az: "Şifrələr uyğun gəlmir", ru: "Пароли не совпадают" },
  [AUTH_MSG.currentPasswordWrong]: { az: "Cari şifrə yanlışdır", ru: "Текущий пароль неверен" },
  [AUTH_MSG.notificationRequired]: { az: "Şərtləri qəbul etməlisiniz", ru: "Необходимо принять условия" },
  [AUTH_MSG.wrongDate]: { az: "Tarix yanlışdır", ru: "Неверная дата" },
  [AUTH_MSG.resetInvalid]: { az: "Linkin vaxtı bitib. Yeni kod istəyin.", ru: "Срок действия ссылки истёк. Запросите новый код." },
  [AUTH_MSG.registered]: {
    az: "Qeydiyyat uğurla tamamlandı. İndi hesabınıza daxil ola bilərsiniz.",
    ru: "Вы успешно зарегистрировались. Теперь вы можете войти в свой аккаунт.",
  },
  [AUTH_MSG.passwordChanged]: { az: "Şifrəniz uğurla dəyişdirildi", ru: "Ваш пароль успешно изменён" },
  [AUTH_MSG.passwordUpdated]: { az: "Şifrəniz dəyişdirildi", ru: "Ваш пароль изменён" },
  [AUTH_MSG.verified]: {
    az: "Hesabınız uğurla təsdiqləndi, bütün imkanlar açıqdır.",
    ru: "Ваш аккаунт успешно подтверждён, все функции доступны.",
  },
  [AUTH_MSG.alreadyVerified]: { az: "Hesabınız artıq təsdiqlənib", ru: "Ваш аккаунт уже подтверждён" },
  [AUTH_MSG.loggedOut]: { az: "Hesabdan çıxdınız", ru: "Вы вышли из аккаунта" },
  [AUTH_MSG.orderNotFound]: { az: "Sifariş tapılmadı", ru: "Заказ не найден" },
  [AUTH_MSG.smsCode]: {
    az: "Bazaar kodunuz: {code}. Kod 3 dəqiqə etibarlıdır.",
    ru: "Ваш код Bazaar: {code}. Код действует 3 минуты.",
  },
});
