import { describe, expect, it } from 'vitest';
import { visualEditorWouldLose } from '../../src/domain/visualHtml';

describe('visualEditorWouldLose', () => {
  it('STAFF POST-10 what the visual editor writes is kept; tables, divs and other styles are not', () => {
    expect(
      visualEditorWouldLose(
        '<h2>Cayo Arena</h2><p style="text-align: center">Arena <strong>blanca</strong> <a href="/tours" ' +
          'target="_blank">tours</a></p><img src="/media/a.jpg" alt="a">',
      ),
    ).toBe(false);
    expect(visualEditorWouldLose('<p><span style="color: #c00">rojo</span></p><ul><li>uno</li></ul>')).toBe(false);
    expect(visualEditorWouldLose('<table><caption>Horario</caption><tr><td>7:00</td></tr></table>')).toBe(true);
    expect(visualEditorWouldLose('<table style="width: 100%"><tr><td>7:00</td></tr></table>')).toBe(true);
    expect(visualEditorWouldLose('<table><tr><td style="font-size: 18px">7:00</td></tr></table>')).toBe(true);
    expect(visualEditorWouldLose('<div>bloque</div>')).toBe(true);
    expect(visualEditorWouldLose('<p style="font-size: 20px">grande</p>')).toBe(true);
    expect(visualEditorWouldLose('<p class="lead">intro</p>')).toBe(true);
  });

  it('EDITOR POST-10 PAGE-04 tables are kept by the visual editor, as it writes them and as typed in HTML', () => {
    expect(
      visualEditorWouldLose(
        '<table><thead><tr><th>Hora</th></tr></thead><tbody><tr><td colspan="2">7:00</td></tr></tbody></table>',
      ),
    ).toBe(false);
    expect(
      visualEditorWouldLose(
        '<table style="min-width: 50px"><colgroup><col style="min-width: 25px"><col style="min-width: ' +
          '25px"></colgroup><tbody><tr><th colspan="1" rowspan="1"><p>Hora</p></th></tr></tbody></table>',
      ),
    ).toBe(false);
  });

  it(
    'EDITOR POST-10 a footer, or a head of data cells, would come back as body rows, so such a table is ' +
      'edited in HTML',
    () => {
      expect(
        visualEditorWouldLose(
          '<table><tbody><tr><td>7:00</td></tr></tbody><tfoot><tr><td>Total</td></tr></tfoot></table>',
        ),
      ).toBe(true);
      expect(visualEditorWouldLose('<table><thead><tr><td>Hora</td></tr></thead><tr><td>7:00</td></tr></table>')).toBe(
        true,
      );
    },
  );
});
