import { describe, expect, it } from 'vitest';
import { parseBody } from '../../../../../../electron/backend/broker/common/decode/parse-body.ts';

describe('parseBody', () => {
  it.each(['', '   \n\t', '\uFEFF'])('reads %j as an empty body', (body) => {
    expect(parseBody(body)).toEqual({ kind: 'empty' });
  });

  it('tells JSON by its first character, whatever was asked for', () => {
    expect(parseBody(' {"A":{"b":"1"}}')).toEqual({ kind: 'tree', format: 'json', tree: { A: { b: '1' } } });
  });

  it('tells XML by its first character and keeps every text a string', () => {
    expect(parseBody('<?xml version="1.0"?>\n<A><b>01</b><b>2</b><c/></A>\n')).toEqual({
      kind: 'tree',
      format: 'xml',
      tree: { A: { b: ['01', '2'], c: '' } },
    });
  });

  it('drops namespace prefixes and attributes', () => {
    expect(parseBody('<ns:A xmlns:ns="urn:x"><ns:b kind="x">1</ns:b></ns:A>')).toMatchObject({ tree: { A: { b: '1' } } });
  });

  it('accepts a self-closing root, with or without attributes', () => {
    expect(parseBody('<A/>')).toEqual({ kind: 'tree', format: 'xml', tree: { A: '' } });
    expect(parseBody('<A xmlns="urn:x" />\n')).toEqual({ kind: 'tree', format: 'xml', tree: { A: '' } });
  });

  it.each([
    ['XML cut off inside a text', '<A><b>1</b><b>2'],
    ['XML cut off after an inner element', '<A><b>1</b>'],
    ['XML cut off inside a tag', '<A><b>1</b></'],
    ['XML cut off right after the root’s opening tag', '<?xml version="1.0"?><A>'],
    ['XML cut off right after an opening tag with attributes', '<A xmlns="urn:x">'],
    ['a lone angle bracket', '<'],
    ['XML with a prototype-polluting name', '<A><__proto__>1</__proto__></A>'],
    ['JSON cut off', '{"A":{"b":"1"'],
    ['a JSON array', '[1,2]'],
    ['plain text', 'Service Unavailable'],
  ])('refuses %s without throwing', (_name, body) => {
    expect(parseBody(body).kind).toBe('unparsable');
  });
});
