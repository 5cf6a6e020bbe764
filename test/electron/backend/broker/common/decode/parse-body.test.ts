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

  describe('bidirectional controls (a description cannot reorder what is shown around it)', () => {
    const RLO = '\u202E';
    it('drops them from every text, at any depth, in JSON', () => {
      const body = JSON.stringify({
        A: { name: `EXXON ${RLO}MOC PROC LIBOM\u202C`, list: ['\u2067ACME\u2069 \u200Fcorp\u200E\u061C', { deep: [`${RLO}x`] }] },
      });
      expect(parseBody(body)).toEqual({ kind: 'tree', format: 'json', tree: { A: { name: 'EXXON MOC PROC LIBOM', list: ['ACME corp', { deep: ['x'] }] } } });
    });

    it('drops them when JSON writes them as escapes', () => {
      expect(parseBody('{"A":{"name":"EXXON \\u202eMOC\\u202C","b":"\\u2066x\\u200F"}}')).toMatchObject({ tree: { A: { name: 'EXXON MOC', b: 'x' } } });
    });

    it('drops them in XML', () => {
      expect(parseBody(`<A><b>https://us.etrade.com/${RLO}evil</b><c><d>${RLO}</d></c></A>`)).toMatchObject({
        tree: { A: { b: 'https://us.etrade.com/evil', c: { d: '' } } },
      });
    });

    it('leaves other text as it is, right-to-left scripts and escaped backslashes too', () => {
      expect(parseBody('{"A":{"b":"עברית","c":"\\\\u202e"}}')).toMatchObject({ tree: { A: { b: 'עברית', c: '\\u202e' } } });
    });
  });
});
