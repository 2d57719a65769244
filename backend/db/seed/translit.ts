import { foldSearch } from "../../core/text.ts";

/** Russian → Latin (a plain, readable scheme close to the one used in Russian URLs). */
const RU: Record<string, string> = {
  а: "a", б: "b", в: "v", г: "g", д: "d", е: "e", ё: "yo", ж: "zh", з: "z", и: "i", й: "y",
  к: "k", л: "l", м: "m", н: "n", о: "o", п: "p", р: "r", с: "s", т: "t", у: "u", ф: "f",
  х: "kh", ц: "ts", ч: "ch", ш: "sh", щ: "shch", ъ: "", ы: "y", ь: "", э: "e", ю: "yu", я: "ya",
};

/** Latin, lowercase, hyphenated slug of any az/en/ru text ("Льняное платье" → "lnyanoe-plate"). */
export function latinSlug(text: string, maxLength = 60): string {
  // transliterate before folding: folding would strip the breve of й
  const latin = foldSearch(text.toLowerCase().replace(/[а-яё]/g, (ch) => RU[ch] ?? "").replace(/&/g, " "));
  const slug = latin
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (slug.length <= maxLength) return slug;
  const cut = slug.slice(0, maxLength);
  const lastDash = cut.lastIndexOf("-");
  return (lastDash > maxLength / 2 ? cut.slice(0, lastDash) : cut).replace(/-+$/, "");
}
