import { Children, isValidElement, useEffect, useId, useState, type ReactElement, type ReactNode, type KeyboardEvent } from 'react';
import { readStorage, writeStorage } from '../../app/storage';
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

/** Tabs with `groupId` stay in step across the page and remember the reader's choice. */
export function Tabs({ groupId, children }: { groupId?: string; children?: ReactNode }) {
  const items = Children.toArray(children).filter(
    (c): c is ReactElement<TabItemProps> => isValidElement(c) && typeof (c.props as TabItemProps).value === 'string',
  );
  const values = items.map((i) => i.props.value);
  const initial = items.find((i) => i.props.default)?.props.value ?? values[0] ?? '';
  const [selected, setSelected] = useState(() => {
    const stored = groupId ? readStorage('local', `docusaurus.tab.${groupId}`) : null;
    return stored && values.includes(stored) ? stored : initial;
  });
  const id = useId();
  useEffect(() => {
    if (!groupId) return;
    const on = (e: Event) => {
      const d = (e as CustomEvent<{ groupId: string; value: string }>).detail;
      if (d.groupId === groupId && values.includes(d.value)) setSelected(d.value);
    };
    window.addEventListener(GROUP_EVENT, on);
    return () => window.removeEventListener(GROUP_EVENT, on);
  }, [groupId, values]);
  const select = (value: string) => {
    setSelected(value);
    if (groupId) {
      writeStorage('local', `docusaurus.tab.${groupId}`, value);
      window.dispatchEvent(new CustomEvent(GROUP_EVENT, { detail: { groupId, value } }));
    }
  };
  const onKey = (e: KeyboardEvent) => {
    const i = values.indexOf(selected);
    if (e.key === 'ArrowRight') select(values[(i + 1) % values.length]!);
    if (e.key === 'ArrowLeft') select(values[(i - 1 + values.length) % values.length]!);
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
          className="tabs-panel"
        >
          {item}
        </div>
      ))}
    </div>
  );
}
