import type { ReactNode } from 'react';

/** A tab as its button shows it: text, or JSX (`label={<b>A</b>}`). */
export interface Tab {
  value: string;
  label: ReactNode;
}

/** What a `<TabItem>` says of itself. */
export interface TabItemInfo {
  value: string;
  label?: ReactNode;
  default?: boolean;
}

/**
 * The tabs of a `<Tabs>` and the one shown first, as Docusaurus's `useTabs` reads them: the
 * `values` prop (`[{ value, label }]`, an older form remark plugins still write) gives the buttons
 * their order and labels, else the items do (`label`, else `value`); `defaultValue`, else the item
 * marked `default`, else the first tab is shown first. A `values` entry without an item is left out.
 */
export function tabList(items: TabItemInfo[], values?: { value: string; label?: ReactNode }[], defaultValue?: string | null): { tabs: Tab[]; initial: string } {
  const own = new Map(items.map((i) => [i.value, i]));
  const tabs = (values?.length ? values.filter((v) => own.has(v.value)) : items).map((v) => ({
    value: v.value,
    label: v.label ?? own.get(v.value)?.label ?? v.value,
  }));
  const named = [defaultValue, items.find((i) => i.default)?.value].find((v): v is string => typeof v === 'string' && own.has(v));
  return { tabs, initial: named ?? tabs[0]?.value ?? '' };
}
