/** Brands grouped by their first letter (A–Z first, then other scripts, digits under #). */
export function groupBrands<T extends { title: string }>(brands: readonly T[]): { letter: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  const sorted = [...brands].sort((a, b) => a.title.localeCompare(b.title, "en", { sensitivity: "base" }));
  for (const b of sorted) {
    const first = b.title.trim().charAt(0).toLocaleUpperCase("en");
    const letter = /\p{L}/u.test(first) ? first : "#";
    groups.set(letter, [...(groups.get(letter) ?? []), b]);
  }
  return [...groups.entries()].map(([letter, items]) => ({ letter, items }));
}
