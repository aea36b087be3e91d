import { DRAG_CLOSE_PX } from '@vanbid/domain';
import { type PointerEvent, useRef, useState } from 'react';

/**
 * Drag-down-to-close for a bottom sheet: the handle's pointer handlers and how far the sheet is
 * pulled. Released more than `DRAG_CLOSE_PX` (100 px) down, it closes; otherwise it springs back.
 */
export function useDragToClose(onClose: () => void) {
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const end = (event: PointerEvent<HTMLElement>) => {
    if (start.current === null) return;
    const pulled = Math.max(0, event.clientY - start.current);
    start.current = null;
    setOffset(0);
    if (pulled > DRAG_CLOSE_PX) onClose();
  };
  return {
    offset,
    isDragging: start.current !== null,
    handlers: {
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        start.current = event.clientY;
        event.currentTarget.setPointerCapture(event.pointerId);
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        if (start.current !== null) setOffset(Math.max(0, event.clientY - start.current));
      },
      onPointerUp: end,
      onPointerCancel: () => {
        start.current = null;
        setOffset(0);
      },
    },
  };
}
