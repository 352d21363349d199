/**
 * A person's initials for an avatar: the first letters of the first and last names, titles (Dr,
 * Prof …) ignored, a double-barrelled last name by its last part ("Naledi Mokoena-Ferris" → "NF").
 */
export function initialsOf(name: string): string {
  const words = name
    .split(/[\s-]+/)
    .filter((word) => word && !/^(dr|prof|mr|mrs|ms)\.?$/i.test(word) && /^\p{L}/u.test(word));
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}
