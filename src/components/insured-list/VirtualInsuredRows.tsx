import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import type { InsuredRow } from './row';

interface VirtualInsuredRowsProps {
  rows: readonly InsuredRow[];
  renderRow: (row: InsuredRow, index: number, itemRef: (element: HTMLLIElement | null) => void) => ReactNode;
}

// A card is about this tall on a phone; each is measured once drawn.
const ESTIMATED_CARD_PX = 104;
const GAP_PX = 8;

/** The insured cards of a long list: only those near the screen are in the page (a 5,000-row sheet scrolls smoothly). */
export function VirtualInsuredRows({ rows, renderRow }: VirtualInsuredRowsProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => setOffset(listRef.current?.offsetTop ?? 0), []);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ESTIMATED_CARD_PX,
    overscan: 6,
    gap: GAP_PX,
    scrollMargin: offset,
    getItemKey: (index) => rows[index].id,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  return (
    <ol
      ref={listRef}
      className="insured-list__rows insured-list__rows--virtual"
      style={{ height: virtualizer.getTotalSize(), paddingTop: first ? first.start - virtualizer.options.scrollMargin : 0 }}
    >
      {items.map((item) => renderRow(rows[item.index], item.index, virtualizer.measureElement))}
    </ol>
  );
}
