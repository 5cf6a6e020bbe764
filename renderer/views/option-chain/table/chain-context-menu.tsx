import { useEffect, useRef } from 'react';

/** One action of the menu. */
export interface MenuItem {
  label: string;
  shortcut: string;
  disabled: boolean;
  run(): void;
}

interface MenuProps {
  x: number;
  y: number;
  items: readonly MenuItem[];
  onClose(): void;
}

/**
 * The grid's context menu (right click, Shift+F10, the Menu key): the keyboard's actions for
 * people who reach for the mouse. Arrow keys move, Enter runs, Escape or a click outside closes.
 */
export function ChainContextMenu({ x, y, items, onClose }: MenuProps) {
  const menu = useRef<HTMLDivElement>(null);
  useEffect(() => {
    menu.current?.querySelector<HTMLButtonElement>('[role="menuitem"]:not([disabled])')?.focus();
    const outside = (event: MouseEvent) => {
      if (!menu.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [onClose]);

  const step = (by: 1 | -1) => {
    const buttons = [...(menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]:not([disabled])') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    buttons[(at + by + buttons.length) % buttons.length]?.focus();
  };

  return (
    <div
      ref={menu}
      role="menu"
      aria-label="Chain actions"
      className="chain-menu"
      style={{ left: Math.min(x, window.innerWidth - 280), top: Math.min(y, window.innerHeight - 40 * items.length - 20) }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') step(1);
        else if (event.key === 'ArrowUp') step(-1);
        else if (event.key === 'Escape' || event.key === 'Tab') onClose();
        else return;
        event.preventDefault();
        event.stopPropagation();
      }}
    >
      {items.map((item) => (
        <button
          key={item.label}
          type="button"
          role="menuitem"
          className="chain-menu-item"
          disabled={item.disabled}
          onClick={() => {
            onClose();
            item.run();
          }}
        >
          <span>{item.label}</span>
          <kbd>{item.shortcut}</kbd>
        </button>
      ))}
    </div>
  );
}
