import { Children, isValidElement, useId, useState, useSyncExternalStore, type ReactElement, type ReactNode, type KeyboardEvent } from 'react';
import { readStorage, writeStorage } from '../../app/storage';
import { tabKeyTarget } from './keys';
import './styles.css';

interface TabItemProps {
  value: string;
  label?: string;
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

/** Tabs with `groupId` stay in step across the page and remember the reader's choice. */
export function Tabs({ groupId, children }: { groupId?: string; children?: ReactNode }) {
  const items = Children.toArray(children).filter(
    (c): c is ReactElement<TabItemProps> => isValidElement(c) && typeof (c.props as TabItemProps).value === 'string',
  );
  const values = items.map((i) => i.props.value);
  const initial = items.find((i) => i.props.default)?.props.value ?? values[0] ?? '';
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
    <div className="tabs">
      <div role="tablist" className="tabs-list" onKeyDown={onKey}>
        {items.map((item) => (
          <button
            key={item.props.value}
            role="tab"
            type="button"
            id={`${id}-${item.props.value}`}
            aria-selected={item.props.value === selected}
            aria-controls={`${id}-${item.props.value}-panel`}
            tabIndex={item.props.value === selected ? 0 : -1}
            className="tabs-tab"
            onClick={() => select(item.props.value)}
          >
            {item.props.label ?? item.props.value}
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
          data-label={item.props.label ?? item.props.value}
          className="tabs-panel"
        >
          {item}
        </div>
      ))}
    </div>
  );
}
