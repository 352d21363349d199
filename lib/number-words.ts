const WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/** A small count as a word ("two parks in two days"), digits from 11 on. */
export function numberWord(count: number): string {
  return WORDS[count] ?? String(count);
}
