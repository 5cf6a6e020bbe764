/** The Node version guard of the terminal entry points: who is refused, and the one line they get. */
import { describe, expect, it } from 'vitest';
import { COMMAND_LINE_NODE, TOOLCHAIN_NODE, nodeTooOld } from '../../scripts/node-version.js';

describe('nodeTooOld', () => {
  it.each([
    ['v18.19.0', '20.0.0', true],
    ['18.19.0', '20.0.0', true],
    ['v20.0.0', '20.0.0', false],
    ['v20.20.2', '20.0.0', false],
    ['v22.23.3', '20.0.0', false],
    ['v20.20.2', '22.12.0', true],
    ['v22.11.9', '22.12.0', true],
    ['v22.12.0', '22.12.0', false],
    ['v22.12.1', '22.12.0', false],
    ['v23.0.0', '22.12.0', false],
    ['v100.0.0', '22.12.0', false],
    // Unreadable versions are no reason to refuse.
    ['', '22.12.0', false],
    ['nightly', '22.12.0', false],
  ])('%s against %s: refused %s', (current, minimum, refused) => {
    expect(nodeTooOld(current, minimum, 'strikeboard') !== null).toBe(refused);
  });

  it('says in one line which version is needed, which one runs, and how to get Node 22', () => {
    const line = nodeTooOld('v20.20.2', TOOLCHAIN_NODE, 'npm run preview');
    expect(line).toBe(
      'npm run preview needs Node.js 22.12.0 or newer, and this is Node 20.20.2: run `. scripts/node22.sh` in the Strikeboard folder to use Node 22 in this terminal, or install Node 22 LTS from nodejs.org.',
    );
  });

  it('names a whole major version without its zeros', () => {
    expect(nodeTooOld('v16.20.2', COMMAND_LINE_NODE, 'strikeboard')).toMatch(/^strikeboard needs Node\.js 20 or newer, and this is Node 16\.20\.2: /);
  });

  it('asks the built command line for no more than Node 20 and the toolchain for Node 22.12', () => {
    expect(COMMAND_LINE_NODE).toBe('20.0.0');
    expect(TOOLCHAIN_NODE).toBe('22.12.0');
  });
});
