import { Children, isValidElement, useId, useState, useSyncExternalStore, type ReactElement, type ReactNode, type KeyboardEvent } from 'react';
import { readStorage, writeStorage } from '../../app/storage';
import { tabKeyTarget } from './keys';
import { tabList } from './tab-list';
import './styles.css';
import { ThemeClassNames } from '../../../docusaurus/shared/theme-class-names';

interface TabItemProps {
  value: string;
  /** Text, or JSX (`label={<b>A</b>}`) drawn in the button as Docusaurus draws it. */
  label?: ReactNode;
  default?: boolean;
  children?: ReactNode;
}

export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

const GROUP_EVENT = 'tabs-group-change';

function subscribeGroups(onChange: () => void) {
  window.addEventListener(GROUP_EVENT, onChange);
  return () => window.removeEventListener(GROUP_EVENT, onChange);
}

interface TabsProps {
  groupId?: string;
  /** Docusaurus's older form: the buttons' order and labels (`tab-list.ts`). */
  values?: { value: string; label?: string }[];
  defaultValue?: string | null;
  children?: ReactNode;
}

/** Tabs with `groupId` stay in step across the page and remember the reader's choice. */
export function Tabs({ groupId, values: listed, defaultValue, children }: TabsProps) {
  const items = Children.toArray(children).filter(
    (c): c is ReactElement<TabItemProps> => isValidElement(c) && typeof (c.props as TabItemProps).value === 'string',
  );
  const { tabs, initial } = tabList(
    items.map((i) => i.props),
    Array.isArray(listed) ? listed : undefined,
    defaultValue,
  );
  const values = tabs.map((t) => t.value);
  // The printed heading of a panel (print.css): the label's text, or the value for a JSX label.
  const labelOf = (value: string) => {
    const label = tabs.find((t) => t.value === value)?.label;
    return typeof label === 'string' ? label : value;
  };
  // A group's choice lives in storage, read after hydration (the prerendered HTML shows the default
  // tab); a tab set without a group keeps its choice in local state.
  const stored = useSyncExternalStore(
    subscribeGroups,
    () => (groupId ? readStorage('local', `docusaurus.tab.${groupId}`) : null),
    () => null,
  );
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = [stored, chosen].find((v): v is string => !!v && values.includes(v)) ?? initial;
  const id = useId();
  const select = (value: string) => {
    setChosen(value);
    if (groupId) {
      writeStorage('local', `docusaurus.tab.${groupId}`, value);
      window.dispatchEvent(new CustomEvent(GROUP_EVENT, { detail: { groupId, value } }));
    }
  };
  // WAI-ARIA tabs with automatic activation: arrows, Home and End move focus and selection together.
  const onKey = (e: KeyboardEvent) => {
    const next = tabKeyTarget(e.key, values.indexOf(selected), values.length);
    if (next === null) return;
    e.preventDefault();
    select(values[next]!);
    document.getElementById(`${id}-${values[next]}`)?.focus();
  };
  return (
    <div className={__CHROME_THEME_CLASSES__ ? `${ThemeClassNames.tabs.container} tabs` : 'tabs'}>
      <div role="tablist" className="tabs-list" onKeyDown={onKey}>
        {tabs.map((tab) => (
          <button
            key={tab.value}
            role="tab"
            type="button"
            id={`${id}-${tab.value}`}
            aria-selected={tab.value === selected}
            aria-controls={`${id}-${tab.value}-panel`}
            tabIndex={tab.value === selected ? 0 : -1}
            className="tabs-tab"
            onClick={() => select(tab.value)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div
          key={item.props.value}
          role="tabpanel"
          id={`${id}-${item.props.value}-panel`}
          aria-labelledby={`${id}-${item.props.value}`}
          hidden={item.props.value !== selected}
          data-label={labelOf(item.props.value)}
          className="tabs-panel"
        >
          {item}
        </div>
      ))}
    </div>
  );
}
