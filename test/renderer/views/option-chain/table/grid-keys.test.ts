import { describe, expect, it } from 'vitest';
import { commandFor, KEY_HELP, type GridCommand } from '../../../../../renderer/views/option-chain/table/grid-keys.ts';

type Mods = Partial<{ shiftKey: boolean; ctrlKey: boolean; metaKey: boolean; altKey: boolean }>;
const press = (key: string, mods: Mods = {}) => commandFor({ key, shiftKey: false, ctrlKey: false, metaKey: false, altKey: false, ...mods });
const move = (m: string, extend = false): GridCommand => ({ kind: 'move', move: m, extend }) as GridCommand;

describe('commandFor: the grid’s keyboard map', () => {
  it.each<[string, Mods, GridCommand]>([
    ['ArrowUp', {}, move('up')],
    ['ArrowDown', {}, move('down')],
    ['ArrowLeft', {}, move('left')],
    ['ArrowRight', {}, move('right')],
    ['ArrowDown', { shiftKey: true }, move('down', true)],
    ['ArrowUp', { shiftKey: true }, move('up', true)],
    ['ArrowDown', { altKey: true }, move('nextExpiry')],
    ['ArrowUp', { altKey: true, shiftKey: true }, move('previousExpiry')],
    ['PageUp', {}, move('pageUp')],
    ['PageDown', { shiftKey: true }, move('pageDown', true)],
    ['Home', {}, move('rowStart')],
    ['End', {}, move('rowEnd')],
    ['Home', { ctrlKey: true }, move('gridStart')],
    ['End', { metaKey: true }, move('gridEnd')],
    ['End', { ctrlKey: true, shiftKey: true }, move('gridEnd', true)],
    ['e', {}, move('nextExpiry')],
    ['E', { shiftKey: true }, move('previousExpiry')],
    ['Enter', {}, { kind: 'details' }],
    ['Escape', {}, { kind: 'clear' }],
    ['ContextMenu', {}, { kind: 'menu' }],
    ['F10', { shiftKey: true }, { kind: 'menu' }],
    ['c', { ctrlKey: true }, { kind: 'copy' }],
    ['c', { metaKey: true }, { kind: 'copy' }],
    // Shift asks for the OSI key (current API); the grid falls back to the plain copy where there is none (legacy).
    ['C', { ctrlKey: true, shiftKey: true }, { kind: 'copyOsiKey' }],
    ['a', { ctrlKey: true }, { kind: 'selectAll' }],
    ['A', { metaKey: true }, { kind: 'selectAll' }],
    ['1', {}, { kind: 'type', char: '1' }],
    ['0', {}, { kind: 'type', char: '0' }],
    ['.', {}, { kind: 'type', char: '.' }],
  ])('%s with %o is %o', (key, mods, command) => {
    expect(press(key, mods)).toEqual(command);
  });

  it.each<[string, Mods]>([
    ['F10', {}],
    ['c', {}],
    ['a', {}],
    ['c', { ctrlKey: true, altKey: true }],
    ['e', { ctrlKey: true }],
    ['e', { altKey: true }],
    ['1', { ctrlKey: true }],
    ['1', { altKey: true }],
    ['-', {}],
    [',', {}],
    ['12', {}],
    ['Tab', {}],
    [' ', {}],
    ['Unidentified', {}],
    ['', {}],
    ['٣', {}],
  ])('leaves %j with %o to the page', (key, mods) => {
    expect(press(key, mods)).toBeNull();
  });
});

describe('KEY_HELP', () => {
  it('names each key once, with something it does', () => {
    const keys = KEY_HELP.map(([key]) => key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const [key, what] of KEY_HELP) {
      expect(key.trim()).not.toBe('');
      expect(what.trim()).not.toBe('');
    }
  });
});
