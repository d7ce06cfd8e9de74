/** The plural categories in the order Docusaurus's `usePluralForm` lists a message's forms. */
const ORDER: readonly Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * The form of a `|`-separated plural message for `count` in `locale`, as theme-common's
 * `usePluralForm().selectMessage` picks it: the forms follow the locale's categories in that
 * order; a message with one form has it for every count, and a missing form falls back to the last.
 */
export function pluralForm(message: string, count: number, locale: string): string {
  const forms = message.split('|');
  if (forms.length === 1) return forms[0]!;
  const rules = new Intl.PluralRules(locale);
  const categories = ORDER.filter((c) => rules.resolvedOptions().pluralCategories.includes(c));
  const index = categories.indexOf(rules.select(count));
  return forms[Math.min(index, forms.length - 1)]!;
}
