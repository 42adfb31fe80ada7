import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import type { DataProvider } from 'react-admin';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';
import { withTableHeads } from '../../../src/admin/components/richText/tableHeads';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('rich content editor', () => {
  const TABLE =
    '<table><tbody><tr><th>Hora</th><th>Lugar</th></tr><tr><td>7:00</td><td>Amber Cove</td></tr></tbody></table>';

  /** A record of `resource` whose content is `content`, and a spy on the saves that follow. */
  async function withContent(resource: 'posts' | 'pages', id: number, content: string) {
    const dataProvider = fakeDataProvider();
    const { data } = await dataProvider.getOne(resource, { id });
    await dataProvider.update(resource, { id, data: { content }, previousData: data });
    return { dataProvider, update: vi.spyOn(dataProvider, 'update') };
  }

  /** The visual editor once it shows the record's content. */
  const visualEditor = () =>
    waitFor(() => {
      const found = document.querySelector<HTMLElement & { editor?: Editor }>('.ProseMirror');
      if (!found?.editor || !found.textContent) throw new Error('editor not loaded yet');
      return found;
    });

  /** Types into the visual editor as a person would: through the editor, so it writes the content again. */
  async function typeInVisualEditor(words: string) {
    const dom = await visualEditor();
    act(() => {
      dom.editor!.chain().focus('end').insertContent(words).run();
    });
    return dom;
  }

  async function saved(update: ReturnType<typeof vi.spyOn<DataProvider, 'update'>>) {
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    return String(update.mock.calls[0][1].data.content);
  }

  it(
    'EDITOR POST-10 a post with a table opens in Visual, shows the table, and a visual edit saves it ' + 'as a table',
    async () => {
      const { dataProvider, update } = await withContent('posts', 5, `<p>Salida</p>${TABLE}`);
      renderApp('owner', { path: 'posts/5', dataProvider });
      const editor = await typeInVisualEditor(' puntual');
      expect(editor.querySelectorAll('table td')).toHaveLength(2);
      const content = await saved(update);
      expect(content).toMatch(
        /<table[^>]*>.*<th[^>]*><p>Hora<\/p><\/th>.*<td[^>]*><p>Amber Cove<\/p><\/td>.*<\/table>/,
      );
      expect(content).toContain('puntual');
    },
  );

  it('EDITOR PAGE-04 a page with a styled block opens in HTML with the note and is saved whole', async () => {
    const rich = '<div class="aviso" style="border: 1px solid red"><p>Cerrado el lunes</p></div>';
    const { dataProvider, update } = await withContent('pages', 1, rich);
    renderApp('owner', { path: 'pages/1', dataProvider });
    const html = await screen.findByTestId('content-html');
    expect((html as HTMLTextAreaElement).value).toBe(rich);
    expect(screen.getByText(/el editor visual no puede mostrar/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Visual' })).toBeDisabled();
    fireEvent.change(html, { target: { value: `${rich}<p>Abierto el martes</p>` } });
    expect(await saved(update)).toBe(`${rich}<p>Abierto el martes</p>`);
  });

  it('EDITOR PAGE-04 a page with a table keeps it through a visual edit', async () => {
    const { dataProvider, update } = await withContent('pages', 1, TABLE);
    renderApp('owner', { path: 'pages/1', dataProvider });
    await typeInVisualEditor(' y más');
    expect(await saved(update)).toMatch(/<table[^>]*>.*<td[^>]*><p>7:00<\/p><\/td>.*<\/table>/);
  });

  it('EDITOR POST-10 Insertar tabla puts a table with a header row in the visual editor', async () => {
    const { dataProvider, update } = await withContent('posts', 5, '<p>Horario</p>');
    renderApp('owner', { path: 'posts/5', dataProvider });
    const editor = await visualEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Insertar tabla' }));
    await waitFor(() => expect(editor.querySelectorAll('table th')).toHaveLength(3));
    expect(editor.querySelectorAll('table td')).toHaveLength(6);
    expect(await saved(update)).toMatch(/<table[^>]*>.*<th[^>]*>.*<\/table>/);
  });

  it(
    'EDITOR POST-10 pasted HTML the visual editor cannot hold is added whole and the content opens in HTML ' +
      'with the note',
    async () => {
      const { dataProvider, update } = await withContent('posts', 5, '<p>Horario</p>');
      renderApp('owner', { path: 'posts/5', dataProvider });
      await visualEditor();
      const styled = '<div style="border: 1px solid red"><p>Aviso</p></div>';
      fireEvent.click(screen.getByRole('button', { name: 'Pegar HTML en Visual' }));
      const dialog = await screen.findByRole('dialog');
      fireEvent.change(within(dialog).getByLabelText('HTML a pegar'), { target: { value: styled } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Insertar' }));
      const html = await screen.findByTestId('content-html');
      expect((html as HTMLTextAreaElement).value).toBe(`<p>Horario</p>${styled}`);
      expect(screen.getByText(/el editor visual no puede mostrar/)).toBeInTheDocument();
      expect(await saved(update)).toBe(`<p>Horario</p>${styled}`);
    },
  );
});

describe('the Visual editor’s tables', () => {
  const HEADED =
    '<table><thead><tr><th>Hora</th><th>Lugar</th></tr></thead><tbody><tr><td>7:00</td><td>Amber ' +
    'Cove</td></tr></tbody></table>';

  async function openPost(content: string) {
    const dataProvider = fakeDataProvider();
    const { data } = await dataProvider.getOne('posts', { id: 5 });
    await dataProvider.update('posts', { id: 5, data: { content }, previousData: data });
    const update = vi.spyOn(dataProvider, 'update');
    renderApp('owner', { path: 'posts/5', dataProvider });
    const dom = await waitFor(() => {
      const found = document.querySelector<HTMLElement & { editor?: Editor }>('.ProseMirror');
      if (!found?.editor || !found.textContent) throw new Error('editor not loaded yet');
      return found;
    });
    return { dom, editor: dom.editor!, update };
  }

  /** The cursor put in the text `words`, as a click there would. */
  function cursorIn(editor: Editor, words: string) {
    let at = -1;
    editor.state.doc.descendants((node, pos) => {
      if (node.isText && node.text === words) at = pos + 1;
    });
    if (at < 0) throw new Error(`no text ${words}`);
    act(() => {
      editor.chain().focus().setTextSelection(at).run();
    });
  }

  async function saved(update: ReturnType<typeof vi.spyOn<DataProvider, 'update'>>) {
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    return String(update.mock.calls[0][1].data.content);
  }

  const tool = (name: string) => screen.getByRole('button', { name });

  it('EDITOR POST-10 a table’s <thead> keeps its header row as <thead> and <th> after a visual edit', async () => {
    const { editor, update } = await openPost(`<p>Salida</p>${HEADED}`);
    act(() => {
      editor.chain().focus('end').insertContent(' puntual').run();
    });
    const content = await saved(update);
    expect(content).toMatch(
      new RegExp(
        '<table[^>]*>(<colgroup>.*</colgroup>)?<thead><tr><th[^>]*><p>Hora</p></th><th[^>]*><p>Lugar</p></th></tr>' +
          '</thead><tbody><tr><td[^>]*><p>7:00</p></td>',
      ),
    );
    expect(content).toContain('puntual');
  });

  it(
    'EDITOR POST-10 the row, column and table tools show only in a table and change its rows ' + 'and columns',
    async () => {
      const { dom, editor, update } = await openPost(`<p>Salida</p>${HEADED}`);
      cursorIn(editor, 'Salida');
      expect(screen.queryByRole('button', { name: 'Añadir fila debajo' })).not.toBeInTheDocument();
      cursorIn(editor, 'Amber Cove');
      fireEvent.click(await screen.findByRole('button', { name: 'Añadir fila debajo' }));
      fireEvent.click(tool('Añadir fila encima'));
      expect(dom.querySelectorAll('table tr')).toHaveLength(4);
      fireEvent.click(tool('Añadir columna a la derecha'));
      fireEvent.click(tool('Añadir columna a la izquierda'));
      expect(dom.querySelectorAll('table tr:first-child th')).toHaveLength(4);
      fireEvent.click(tool('Eliminar fila'));
      fireEvent.click(tool('Eliminar columna'));
      expect(dom.querySelectorAll('table tr')).toHaveLength(3);
      expect(dom.querySelectorAll('table tr:first-child th')).toHaveLength(3);
      fireEvent.click(tool('Eliminar tabla'));
      expect(dom.querySelector('table')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Eliminar tabla' })).not.toBeInTheDocument();
      expect(await saved(update)).not.toContain('<table');
    },
  );

  it('EDITOR POST-10 Insertar tabla is off inside a table, so a table is never put in a cell', async () => {
    const { dom, editor } = await openPost(`<p>Salida</p>${HEADED}`);
    cursorIn(editor, 'Salida');
    expect(tool('Insertar tabla')).toBeEnabled();
    cursorIn(editor, '7:00');
    await waitFor(() => expect(tool('Insertar tabla')).toBeDisabled());
    let inserted = true;
    act(() => {
      inserted = editor.commands.insertTable({ rows: 2, cols: 2 });
    });
    expect(inserted).toBe(false);
    expect(dom.querySelectorAll('table')).toHaveLength(1);
  });

  it('EDITOR POST-10 the Visual editor draws the cells of a table with borders', async () => {
    const { dom } = await openPost(HEADED);
    for (const cell of dom.querySelectorAll('th, td')) expect(getComputedStyle(cell).borderTopStyle).toBe('solid');
  });

  it(
    'EDITOR the header rows are the leading rows of <th>, in each table, nested ones too, one body ' + 'row at least',
    () => {
      const nested =
        '<table><tbody><tr><th>A</th></tr><tr><td><table><tbody><tr><th>B</th></tr><tr><td>b</td></tr></tbody>' +
        '</table></td></tr></tbody></table>';
      expect(withTableHeads(nested)).toBe(
        '<table><thead><tr><th>A</th></tr></thead><tbody><tr><td><table><thead><tr><th>B</th></tr></thead>' +
          '<tbody><tr><td>b</td></tr></tbody></table></td></tr></tbody></table>',
      );
      const onlyHeads = '<table><tbody><tr><th>A</th></tr><tr><th>B</th></tr></tbody></table>';
      expect(withTableHeads(onlyHeads)).toBe(onlyHeads);
      expect(withTableHeads('<p>Sin tablas</p>')).toBe('<p>Sin tablas</p>');
    },
  );
});
