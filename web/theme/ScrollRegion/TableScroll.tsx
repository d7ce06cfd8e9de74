import { useRef, type ComponentProps } from 'react';
import { useScrollRegion } from '.';

/** Names a wide table's scroll box after its caption or its header row, so two differ. */
function tableLabel(box: HTMLElement): string {
  const table = box.querySelector('table');
  const caption = table?.caption?.textContent?.trim();
  const header = [...(table?.tHead?.rows[0]?.cells ?? [])].map((c) => c.textContent?.trim()).filter(Boolean);
  return caption ? `Table: ${caption}` : header.length ? `Table: ${header.join(', ')}` : 'Table';
}

/** Markdown tables scroll sideways in their own box instead of widening the page. */
export function TableScroll(props: ComponentProps<'table'>) {
  const ref = useRef<HTMLDivElement>(null);
  useScrollRegion(ref, tableLabel);
  return (
    <div className="table-scroll" ref={ref}>
      <table {...props} />
    </div>
  );
}
