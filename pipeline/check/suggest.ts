/** "Did you mean" text listing the closest valid choices, so an error says what would be valid. */
export function suggest(value: string, choices: string[], count = 3): string {
  if (choices.length === 0) return 'There are no valid choices.';
  const ranked = choices
    .map((c) => ({ c, d: distance(value.toLowerCase(), c.toLowerCase()) }))
    .sort((a, b) => a.d - b.d)
    .slice(0, count)
    .map((x) => `"${x.c}"`);
  return `Closest valid choices: ${ranked.join(', ')}.`;
}

/** Levenshtein distance. */
export function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length]!;
}
