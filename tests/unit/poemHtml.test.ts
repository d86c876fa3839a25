import { describe, expect, it } from 'vitest';
import { sanitizeFeedHtml } from '@/lib/feed/sanitizeFeedHtml';
import { parsePoemText } from '@/lib/text/parsePoemText';
import { poemHtml } from '@/lib/text/poemHtml';

const resolve = (address: string) => (address.startsWith('/') ? address : null);
const html = (id: number, text: string, prose = false, imageUrl = (src: string): string | null => `https://h.example${src}`) =>
  poemHtml(parsePoemText(id, text, resolve), { prose, title: 'Poema', imageUrl });
const NB = '\u00a0';

describe('poemHtml', () => {
  it.each([
    ['one stanza, lines joined by <br> and a newline', 'uno\ndos\ntres', '<p>uno<br>\ndos<br>\ntres</p>'],
    ['stanzas at blank lines', 'uno\n\n\ndos', '<p>uno</p>\n<p>dos</p>'],
    ['leading spaces kept as non-breaking spaces', 'uno\n    dos\n\ttres', `<p>uno<br>\n${NB.repeat(4)}dos<br>\n${NB.repeat(4)}tres</p>`],
    ['runs of spaces inside a verse kept, single spaces left alone', 'a  b c', `<p>a ${NB}b c</p>`],
    ['$emphasis$ as <em>', 'la $hormiga$ lleva', '<p>la <em>hormiga</em> lleva</p>'],
    ['a run of spaces across an emphasis', 'la $ hormiga$', `<p>la <em>${NB}hormiga</em></p>`],
    ['indentation that runs into an emphasis', '  $  ala$', `<p>${NB.repeat(2)}<em>${NB.repeat(2)}ala</em></p>`],
    ['section titles as <h3>', '-Uno-\nverso\n-Dos-\notro', '<h3>Uno</h3>\n<p>verso</p>\n<h3>Dos</h3>\n<p>otro</p>'],
    ['markup in the text escaped', '<b>a</b> & "c"', '<p>&lt;b&gt;a&lt;/b&gt; &amp; &quot;c&quot;</p>'],
  ])('verse: %s', (_name, text, expected) => {
    expect(html(1, text)).toBe(expected);
  });

  it('keeps each verse and paragraph on its line for a reader that shows the feed as plain text', () => {
    const plain = (fragment: string) => fragment.replace(/<[^>]+>/g, '');
    expect(plain(html(1, '-Uno-\nuno\ndos\n\ntres'))).toBe('Uno\nuno\ndos\ntres');
    expect(plain(html(50, 'Intro.\n\n1. ¿Por qué?\nPorque sí.', true))).toBe('Intro.\n1. ¿Por qué?\nPorque sí.');
  });

  it('prose: one paragraph per line, no forced breaks', () => {
    expect(html(1, 'Primer párrafo.\nSegundo párrafo.\n\nTercero.', true)).toBe(
      '<p>Primer párrafo.</p>\n<p>Segundo párrafo.</p>\n<p>Tercero.</p>',
    );
  });

  it('image poems: each section a figure at the address the caller gives, alt from its title', () => {
    expect(html(165, '-Manos-\n/sample/a.webp\n-"x"-\n/sample/b.webp')).toBe(
      '<h3>Manos</h3>\n<figure><img src="https://h.example/sample/a.webp" alt="Manos"></figure>\n' +
        '<h3>&quot;x&quot;</h3>\n<figure><img src="https://h.example/sample/b.webp" alt="&quot;x&quot;"></figure>',
    );
    // A picture the caller cannot serve is left out.
    expect(html(165, '-Manos-\n/sample/a.webp', false, () => null)).toBe('<h3>Manos</h3>');
  });

  it('interviews: numbered questions in bold, then their answers', () => {
    expect(html(50, 'Intro.\n\n1. ¿Por qué $hormigas$?\nPorque sí.\n\n2. ¿Y luego?\nNada.', true)).toBe(
      '<p>Intro.</p>\n<p><strong>1. ¿Por qué <em>hormigas</em>?</strong></p>\n<p>Porque sí.</p>\n' +
        '<p><strong>2. ¿Y luego?</strong></p>\n<p>Nada.</p>',
    );
  });
});

describe('sanitizeFeedHtml', () => {
  it('keeps what poemHtml writes', () => {
    const ours = `<h3>Uno</h3>\n<p>a<br>\n${NB}b <em>c</em> <strong>d</strong></p>\n<figure><img src="https://h.example/a.webp" alt="x"></figure>`;
    expect(sanitizeFeedHtml(ours)).toBe(ours.replace(NB, '&nbsp;'));
  });

  it('drops scripts, handlers, styles, links and data: pictures', () => {
    const out = sanitizeFeedHtml(
      '<p onclick="x()" style="color:red">a<script>alert(1)</script><a href="javascript:alert(1)">b</a></p><img src="data:image/png;base64,AA" alt="d"><iframe src="https://e.example"></iframe>',
    );
    expect(out).toBe('<p>ab</p><img alt="d">');
  });
});
