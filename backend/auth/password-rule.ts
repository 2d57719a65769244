/**
 * The new-password rule, one for the API and the storefront's forms (through the auth
 * contract): at least PASSWORD_MIN characters not counting spaces at either end (so
 * whitespace-only or "      a" fail), at most 128, and not one of the passwords that
 * every guessing list starts with (compared without case).
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/**
 * The passwords guessed first: the most frequent ones in public breach statistics, the
 * keyboard walks and repeats, and local variants (city, country, "salam", "parol").
 * Only those of PASSWORD_MIN or more characters matter (shorter ones fail the length test).
 */
const COMMON = `
12345678 123456789 1234567890 0123456789 12341234 11223344 87654321 98765432 987654321
11111111 22222222 33333333 44444444 55555555 66666666 77777777 88888888 99999999 00000000
password password1 password12 password123 passw0rd p@ssw0rd p@ssword pa$$word
qwertyui qwertyuiop qwerty12 qwerty123 qwerty1234 1qaz2wsx 1qazxsw2 zaq12wsx 1q2w3e4r 1q2w3e4r5t
q1w2e3r4 q1w2e3r4t5 asdfghjk asdfghjkl zxcvbnm1 zxcvbnm123 qazwsxedc 1234qwer qwer1234 abcd1234
abc12345 abcdefgh abcdefg1 a1234567 aa123456 123456aa iloveyou iloveyou1 sunshine princess
football baseball superman starwars whatever trustno1 letmein1 welcome1 welcome123 michelle
jennifer computer internet corvette mercedes samantha midnight elephant chocolate blink182
admin123 administrator adminadmin master12 changeme changeme1 default1 secret12 secret123
testtest test1234 test12345 guest123 user1234 login123 monkey12 dragon12 shadow12 football1
baku1234 baku2024 baku2025 baku2026 azerbaijan azerbaycan azerbaycan1 salam123 salam1234
parol123 parol1234 qarabag1 neftchi1 12qwaszx 123qweasd qweasdzxc 123123123 123321123
`;

const COMMON_SET = new Set(COMMON.split(/\s+/).filter(Boolean));

export type PasswordProblem = "short" | "common" | "long";

/** What is wrong with a new password, or null when it may be used. */
export function passwordProblem(password: string): PasswordProblem | null {
  if (password.length > PASSWORD_MAX) return "long";
  const trimmed = password.trim();
  if (trimmed.length < PASSWORD_MIN) return "short";
  const lower = trimmed.toLowerCase();
  if (COMMON_SET.has(lower)) return "common";
  // one character repeated, or a run of consecutive digits or letters
  if (/^(.)\1+$/.test(lower)) return "common";
  if (isRun(lower)) return "common";
  return null;
}

function isRun(text: string): boolean {
  if (!/^[a-z0-9]+$/.test(text)) return false;
  let up = true;
  let down = true;
  for (let i = 1; i < text.length; i += 1) {
    const step = text.charCodeAt(i) - text.charCodeAt(i - 1);
    if (step !== 1) up = false;
    if (step !== -1) down = false;
  }
  return up || down;
}
