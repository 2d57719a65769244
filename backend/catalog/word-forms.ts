/**
 * Word forms for forgiving search, on folded text (foldSearch: lowercase, ə→e, ş→s, ё→е, …):
 * stems (Russian and English Snowball, a small Azerbaijani suffix stripper), Latin ⇄ Cyrillic
 * transliteration, the typo budget, deletion neighbourhoods and the edit distance that checks
 * a typo candidate. See docs/decisions/0051-forgiving-search.md.
 */
import snowball from "snowball-stemmers";

const russian = snowball.newStemmer("russian");
const english = snowball.newStemmer("english");

const CYRILLIC = /[а-я]/;
const LATIN = /[a-z]/;
const DIGITS_ONLY = /^\d+$/;

/** A stem shorter than this says too little about the word to match on. */
export const MIN_STEM = 3;

/**
 * Azerbaijani endings (folded: -lər → -ler, -ı → -i, …), longest first: case and possessive
 * endings, then the plural. Stripped repeatedly while at least MIN_STEM letters remain.
 */
const AZ_ENDINGS = [
  "lerinden", "larindan", "lerimiz", "larimiz", "leriniz", "lariniz",
  "lerden", "lardan", "lerde", "larda", "lerin", "larin", "lerim", "larim", "leri", "lari", "lere", "lara",
  "imiz", "umuz", "iniz", "unuz", "nin", "nun", "dan", "den", "tan", "ten", "nda", "nde", "ndan", "nden",
  "ler", "lar", "da", "de", "ta", "te", "ya", "ye", "ni", "nu", "si", "su", "in", "un", "im", "um",
  "a", "e", "i", "u",
].sort((a, b) => b.length - a.length);
const VOWELS = /[aeiou]/;

/**
 * Azerbaijani stem of a folded Latin word: endings stripped from the end (köynəklərdə → koynek);
 * a stem left ending in y after a vowel ending gets its k back (ətəyi → etek).
 */
export function azStem(word: string): string {
  let stem = word;
  let vowelEnding = false;
  for (let pass = 0; pass < 4; pass += 1) {
    const ending = AZ_ENDINGS.find((e) => stem.endsWith(e) && stem.length - e.length >= MIN_STEM && VOWELS.test(stem.slice(0, -e.length)));
    if (!ending) break;
    vowelEnding = VOWELS.test(ending[0]!);
    stem = stem.slice(0, -ending.length);
  }
  if (vowelEnding && stem.endsWith("y") && stem !== word) stem = `${stem.slice(0, -1)}k`;
  return stem;
}

/**
 * Russian stem (Snowball). A genitive plural with a fleeting vowel (юбок, сумок, кружек) is
 * stemmed without it (юбк), as the other forms of the word are.
 */
export function ruStem(word: string): string {
  const fleeting = /^(.*[бвгджзклмнпрстфхцчшщ])[ое]([кн])$/.exec(word);
  if (fleeting && fleeting[1]!.length >= 2) return russian.stem(`${fleeting[1]}${fleeting[2]}а`);
  return russian.stem(word);
}

export function enStem(word: string): string {
  return english.stem(word);
}

/** The stems a folded word may have, tagged by language ("ru:юбк", "en:dress", "az:koynek"). */
export function stemsOf(word: string): string[] {
  if (DIGITS_ONLY.test(word) || word.startsWith("=")) return [];
  const out: string[] = [];
  if (CYRILLIC.test(word)) out.push(`ru:${ruStem(word)}`);
  if (LATIN.test(word)) out.push(`en:${enStem(word)}`, `az:${azStem(word)}`);
  return out.filter((s) => s.length - 3 >= MIN_STEM);
}

/** Cyrillic → Latin, the scheme Russian speakers type (юбка → yubka, щётка → shchetka). */
const TO_LATIN: Record<string, string> = {
  а: "a", б: "b", в: "v", г: "g", д: "d", е: "e", ж: "zh", з: "z", и: "i", й: "y",
  к: "k", л: "l", м: "m", н: "n", о: "o", п: "p", р: "r", с: "s", т: "t", у: "u", ф: "f",
  х: "kh", ц: "ts", ч: "ch", ш: "sh", щ: "shch", ъ: "", ы: "y", ь: "", э: "e", ю: "yu", я: "ya",
};

/** Latin → Cyrillic, longest spelling first (shch before sh before s). */
const TO_CYRILLIC: [string, string][] = (
  [
    ["shch", "щ"], ["sch", "щ"], ["zh", "ж"], ["kh", "х"], ["ts", "ц"], ["ch", "ч"], ["sh", "ш"],
    ["yu", "ю"], ["ya", "я"], ["yo", "е"], ["ju", "ю"], ["ja", "я"], ["ye", "е"],
    ["a", "а"], ["b", "б"], ["v", "в"], ["g", "г"], ["d", "д"], ["e", "е"], ["z", "з"], ["i", "и"],
    ["y", "ы"], ["k", "к"], ["l", "л"], ["m", "м"], ["n", "н"], ["o", "о"], ["p", "п"], ["r", "р"],
    ["s", "с"], ["t", "т"], ["u", "у"], ["f", "ф"], ["h", "х"], ["x", "кс"], ["c", "ц"], ["w", "в"],
    ["q", "к"], ["j", "й"],
  ] as [string, string][]
).sort((a, b) => b[0].length - a[0].length);

export function toLatin(word: string): string {
  return word.replace(/[а-я]/g, (ch) => TO_LATIN[ch] ?? ch);
}

export function toCyrillic(word: string): string {
  let out = "";
  let i = 0;
  while (i < word.length) {
    const hit = TO_CYRILLIC.find(([lat]) => word.startsWith(lat, i));
    if (hit) {
      // y before a consonant or at the end after a vowel reads as й (mayka → майка)
      const cyr = hit[0] === "y" && i > 0 && /[aeiou]/.test(word[i - 1]!) ? "й" : hit[1];
      out += cyr;
      i += hit[0].length;
    } else {
      out += word[i];
      i += 1;
    }
  }
  return out;
}

/**
 * Shorter words are transliterated as whole words only (marked with a leading "="):
 * "s" and "na" of "palto s poyasom" are с and на, while sum → сум as a prefix would find
 * every сумка.
 */
export const TRANSLIT_MIN = 4;

/** The word in the other script, when it is all one script of letters (else nothing). */
export function transliterations(word: string): string[] {
  const other = /^[a-z]+$/.test(word) ? toCyrillic(word) : /^[а-я]+$/.test(word) ? toLatin(word) : "";
  if (!other) return [];
  return [word.length < TRANSLIT_MIN ? `=${other}` : other];
}

/** Whether a folded word counts as a match entry: "=x" is the whole word x, else a prefix. */
export function entryMatches(word: string, entry: string): boolean {
  return entry.startsWith("=") ? word === entry.slice(1) : word.startsWith(entry);
}

/** Edits a catalogue word of this length forgives: one from 4 letters, two from 7. */
export function typoBudget(length: number): number {
  return length >= 7 ? 2 : length >= 4 ? 1 : 0;
}

/** Shortest searched word a typo match is tried for, and for two edits. */
export const TYPO_MIN = 3;
export const TYPO_TWO_MIN = 5;
/** Longer searched words get no typo lookup (their deletion sets grow quadratically). */
export const TYPO_MAX = 20;

/** Every string made by deleting `count` letters (1 or 2) from the word, without repeats. */
export function deletions(word: string, count: 1 | 2): string[] {
  const one = new Set<string>();
  for (let i = 0; i < word.length; i += 1) one.add(word.slice(0, i) + word.slice(i + 1));
  if (count === 1) return [...one];
  const two = new Set<string>();
  for (const w of one) for (let i = 0; i < w.length; i += 1) two.add(w.slice(0, i) + w.slice(i + 1));
  return [...two];
}

/**
 * The deletion neighbourhood a searched word is looked up by: itself, its 1-deletions
 * (3+ letters) and 2-deletions (5+ letters). The catalogue side stores each word with its
 * deletions up to its typo budget, so two words within the budget share an entry.
 */
export function typoProbes(word: string): string[] {
  if (word.startsWith("=") || word.length < TYPO_MIN || word.length > TYPO_MAX || DIGITS_ONLY.test(word)) return [];
  const probes = new Set([word, ...deletions(word, 1)]);
  if (word.length >= TYPO_TWO_MIN) for (const d of deletions(word, 2)) probes.add(d);
  return [...probes].filter((p) => p.length >= 2);
}

/**
 * Optimal string alignment distance (insertions, deletions, substitutions and swaps of two
 * neighbouring letters count one each), or max + 1 once it is certainly over `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) rows.push(Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i += 1) {
    let rowMin = Infinity;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = d;
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

/** Whether a catalogue word is a forgiven typo of the searched word. */
export function isTypoOf(searched: string, word: string): boolean {
  if (searched === word || searched.length < TYPO_MIN) return false;
  let budget = typoBudget(word.length);
  if (budget === 2 && searched.length < TYPO_TWO_MIN) budget = 1;
  return budget > 0 && editDistance(searched, word, budget) <= budget;
}
