/**
 * The one rule for provider text people read (an alert's message and subject): shown as text,
 * never rendered. A hostile table of markup (scripts, styles, comments, nesting, malformed and
 * unclosed tags, quotes, links of every scheme), the platform's two shapes (plain text behind
 * kilobytes of leftover CSS, and HTML), and the tidying of lines and controls.
 */
import { describe, expect, it } from 'vitest';
import { lineText, messageText } from '../../../../../../electron/backend/broker/common/markup/message-text.ts';

const text = (input: string): string => messageText(input).text;

describe('markup as text: a hostile table', () => {
  it.each([
    ['a script and its content, tags inside it included', '<p>Before</p><script>var s = "</p><p>evil"; if (a < b) {}</script><p>After</p>', 'Before\n\nAfter'],
    ['a script in capitals, closed with blanks', 'A<SCRIPT type="text/javascript">alert(1)</ScRiPt >B', 'AB'],
    ['a script never closed hides the rest, as in a browser', 'Before<script>alert("x")<p>never shown</p>', 'Before'],
    ['a style sheet and a title', '<html><head><title>Alert</title><style>p { color: red }</style></head><body>Body</body></html>', 'Body'],
    ['a template, noscript and iframe', '<template><p>t</p></template><noscript>n</noscript><iframe src="x">i</iframe>Shown', 'Shown'],
    ['a comment with tags inside', 'a<!-- <p>hidden</p> <script> -->b', 'ab'],
    ['an unclosed comment hides the rest', 'Visible<!-- <p>hidden</p>', 'Visible'],
    ['empty comments and comment-like openings', 'a<!-->b<!--->c', 'abc'],
    ['a doctype, a processing instruction, CDATA and a bogus closing tag', '<!DOCTYPE html><?xml version="1.0"?><![CDATA[x]]></ 1>Text', 'Text'],
    ['nested elements', '<div><div><table><tr><td><p><b><i><span>deep</span></i></b></p></td></tr></table></div></div>', 'deep'],
    ['misnested and unclosed elements', '<p>one<p>two</div></span>three<b>four', 'one\n\ntwo\nthreefour'],
    ['a < that starts no tag is text', '1 < 2, 3<4, a <= b', '1 < 2, 3<4, a <= b'],
    ['a tag cut off at the end does nothing', 'Before <a href="https://x.test/" never closed', 'Before'],
    ['an unclosed quote hides the rest', 'Before<a title="one>two', 'Before'],
    ['a > inside quotes does not end the tag', '<a title="1>2" data-x=\'3>4\'>link</a>', 'link'],
    ['tag names and attributes in any case', '<DIV CLASS=x>a</DIV><Div>b</dIV>', 'a\nb'],
    ['a tag name longer than any element', `<${'x'.repeat(40)}>text</${'x'.repeat(40)}>`, 'text'],
    ['decoded references are never read as markup', '&lt;script&gt;alert(1)&lt;/script&gt; &lt;b&gt;', '<script>alert(1)</script> <b>'],
    ['named, decimal and hex references', '<p>&amp; &#38; &#x26; &#X26; &copy; &euro;&nbsp;5 &rsquo;</p>', '& & & & © € 5 ’'],
    [
      'invalid references stay as written',
      '<p>&bogus; &#; &#x; &#0; &#xD800; &#1114112; &#99999999999999; &amp &#x110000;</p>',
      '&bogus; &#; &#x; &#0; &#xD800; &#1114112; &#99999999999999; &amp &#x110000;',
    ],
    ['a numeric reference without its semicolon, and the windows-1252 range', '<p>&#65BC &#150; &#129;</p>', 'ABC – &#129;'],
    ['controls are dropped, a character reference to one stays as written', '<p>a\u0000b\u0007c\u001bd &#7;</p>', 'abcd &#7;'],
  ])('%s', (_name, input, expected) => {
    expect(text(input)).toBe(expected);
  });
});

describe('blocks, tables and lists as lines', () => {
  it.each([
    ['paragraphs stand apart by a blank line', '<p>a</p><p>b</p>', 'a\n\nb'],
    ['divisions start a line', '<div>a</div><div>b</div>', 'a\nb'],
    ['line breaks add up to one blank line', 'a<br>b<br/><br><br><br>c', 'a\nb\n\nc'],
    ['blanks collapse, none at a line start', '<p>  Your   order\n\t was   <b> executed </b> </p>', 'Your order was executed'],
    [
      'table rows are lines, cells are spaced',
      '<table><tr><td>Account:</td><td>XXXX-6611</td></tr><tr><th>Price:</th><td>$3.3</td></tr></table>',
      'Account: XXXX-6611\nPrice: $3.3',
    ],
    ['list items get a bullet', '<ul><li>one</li><li>two<li>three</ul>after', '• one\n• two\n• three\n\nafter'],
    ['headings and rules', '<h1>Title</h1>Text<hr>More', 'Title\n\nText\n\nMore'],
  ])('%s', (_name, input, expected) => {
    expect(text(input)).toBe(expected);
  });
});

describe('links are text', () => {
  it('an http(s) link keeps its words and its URL, written out; the URL is offered as a link', () => {
    const result = messageText('<p>Questions? <a href="https://us.etrade.com/e/t/help?a=1&amp;b=2">Contact us</a>.</p>');
    expect(result.text).toBe('Questions? Contact us (https://us.etrade.com/e/t/help?a=1&b=2).');
    expect(result.links).toEqual([{ text: 'Contact us', url: 'https://us.etrade.com/e/t/help?a=1&b=2' }]);
  });

  it.each([
    ['javascript:', '<a href="javascript:alert(1)">click</a>'],
    ['javascript: with entities and blanks', '<a href=" jav&#x09;ascript&colon;alert(1)">click</a>'],
    ['data:', '<a href="data:text/html,<script>alert(1)</script>">click</a>'],
    ['file:', '<a href="file:///etc/passwd">click</a>'],
    ['a relative URL', '<a href="/e/t/help">click</a>'],
    ['a URL without a host', '<a href="http://">click</a>'],
    ['no href', '<a name="top">click</a>'],
  ])('a %s link keeps only its words', (_name, input) => {
    expect(messageText(input)).toEqual({ text: 'click', links: [] });
  });

  it('words that are the URL are written once; a link of no words is its URL', () => {
    expect(messageText('<a href="https://x.test/">https://x.test/</a> and <a href="https://y.test/"><img src="logo.png"></a>')).toEqual({
      text: 'https://x.test/ and https://y.test/',
      links: [
        { text: 'https://x.test/', url: 'https://x.test/' },
        { text: 'https://y.test/', url: 'https://y.test/' },
      ],
    });
  });

  it('a link left open ends where the next one starts, or at the end', () => {
    expect(text('<a href="https://a.test/">A<a href="https://b.test/">B')).toBe('A (https://a.test/) B (https://b.test/)');
  });

  it('URLs written in plain text are links too, without the sentence’s punctuation; each once', () => {
    const result = messageText('See https://us.etrade.com/alerts. Or (https://x.test/a_(b)) or HTTPS://X.TEST/A_(B), https://us.etrade.com/alerts!');
    expect(result.links.map((link) => link.url)).toEqual(['https://us.etrade.com/alerts', 'https://x.test/a_(b)', 'https://x.test/A_(B)']);
  });
});

/**
 * The style sheet the platform leaves in front of a plain message (docs/platform/current-api.md,
 * "Alerts"), a few kilobytes of it.
 */
const LEFTOVER_CSS = [
  '.smart-alert p { margin: 0px !important; padding: 0px !important; }',
  '.smart-alert table { border-collapse: collapse; mso-table-lspace: 0pt; mso-table-rspace: 0pt; }',
  '@media only screen and (max-width: 480px) { .smart-alert .content { width: 100% !important; } .smart-alert td[class="x"] { display: block; } }',
  'body, td, th { font-family: Arial, "Helvetica Neue", sans-serif; font-size: 12px; }',
  '/* client resets */ a:hover { text-decoration: underline; } #outlook a { padding: 0; } img {}',
  '@charset "UTF-8";',
]
  .join('\n')
  .repeat(12);

describe('the plain answer: leftover CSS, then the message', () => {
  it('the rules are removed and the message keeps its lines', () => {
    expect(LEFTOVER_CSS.length).toBeGreaterThan(4096);
    const message = 'Your order below was successfully executed:\r\nAccount: XXXX-6611\n\n\n\nExecution price: $3.3\t \n';
    expect(text(`\n  ${LEFTOVER_CSS}\n\n${message}`)).toBe('Your order below was successfully executed:\nAccount: XXXX-6611\n\nExecution price: $3.3');
  });

  it('text that only looks like a rule further on is left alone', () => {
    expect(text('Note: the account {XXXX-6611} was updated: a {b: c}')).toBe('Note: the account {XXXX-6611} was updated: a {b: c}');
    expect(text('p {margin: 0} Dear client, {this: stays}')).toBe('Dear client, {this: stays}');
  });

  it('a rule never closed is not removed (nothing of the message is lost)', () => {
    expect(text('.smart-alert p { margin: 0; Your order was executed.')).toBe('.smart-alert p { margin: 0; Your order was executed.');
  });

  it('the HTML answer: its style element goes with its content', () => {
    const html = `<html><head><style type="text/css"><!-- ${LEFTOVER_CSS} --></style></head><body><div class="smart-alert"><p>Your order below was successfully executed:</p><table><tr><td>Account:</td><td>XXXX-6611</td></tr><tr><td>Execution price:</td><td>&#36;3.3</td></tr></table></div></body></html>`;
    expect(text(html)).toBe('Your order below was successfully executed:\n\nAccount: XXXX-6611\nExecution price: $3.3');
  });
});

describe('bidirectional controls', () => {
  // U+202E reverses what follows: "…/nigol/moc.edart.su//:sptth" reads as https://us.etrade.com/login/… in the window.
  const SPOOF = 'Sign in: \u202E/nigol/moc.edart.su//:sptth\u202C at https://evil.example/x';

  it('are dropped from a message, its links’ words and a subject', () => {
    const plain = messageText(SPOOF);
    expect(plain.text).toBe('Sign in: /nigol/moc.edart.su//:sptth at https://evil.example/x');
    const marked = messageText('<p>\u2067Go\u2069 <a href="https://evil.example/">\u202Ehttps://us.etrade.com/login\u202C</a></p>');
    expect(marked.text).toBe('Go https://us.etrade.com/login (https://evil.example/)');
    // The words are a URL written out, so they are a link of their own, to where they say.
    expect(marked.links).toEqual([
      { text: 'https://us.etrade.com/login', url: 'https://us.etrade.com/login' },
      { text: 'https://us.etrade.com/login', url: 'https://evil.example/' },
    ]);
    expect(lineText('\u200FUrgent\u200E: \u061Cact\u202D now')).toBe('Urgent: act now');
  });

  it('written as character references are dropped too', () => {
    expect(text('a&#x202E;b&#8238;c&rlm;d&lrm;e')).toBe('abcde');
  });
});

describe('a subject on one line', () => {
  it.each([
    ['plain', "Sell 1 EDIT Oct 01 '21 $55 Put Executed @ $3.3", "Sell 1 EDIT Oct 01 '21 $55 Put Executed @ $3.3"],
    ['entities and tags', 'AT&amp;T &lt; $30 <b>down</b>\n by 2%', 'AT&T < $30 down by 2%'],
    ['an ampersand alone', 'AT&T up by at least 2.00%', 'AT&T up by at least 2.00%'],
    ['empty', '   ', ''],
  ])('%s', (_name, input, expected) => {
    expect(lineText(input)).toBe(expected);
  });
});
