import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, type DataProvider } from 'react-admin';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';

afterEach(() => localStorage.clear());

const image = (name = 'cayo-arena.jpg', type = 'image/jpeg') =>
  new File([new Uint8Array([255, 216, 255, 0])], name, { type });

/** jsdom lays nothing out: the style rules that apply to an element say its height. */
const declaredHeights = (element: Element) =>
  [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .filter(
      (rule): rule is CSSStyleRule =>
        rule instanceof CSSStyleRule && Boolean(rule.style.height) && element.matches(rule.selectorText),
    )
    .map((rule) => `${rule.style.height}${rule.style.getPropertyPriority('height') ? ' !important' : ''}`);

async function openPost(dataProvider: DataProvider = fakeDataProvider(), path = 'posts/5') {
  const view = renderApp('owner', { path, dataProvider });
  const editor = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('.ProseMirror');
    if (!found || !found.textContent) throw new Error('editor not loaded yet');
    return found;
  });
  return { ...view, editor };
}

describe('post content editor', () => {
  it("POST-10 I18N the post editor has the page editor's heading control, named in Spanish", async () => {
    await openPost();
    expect(await screen.findByRole('navigation', { name: 'Elegir el nivel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Negrita' })).toBeInTheDocument();
  });

  it('POST-10 edits the content visually or as HTML; both edit the same content', async () => {
    await openPost();
    expect(document.querySelector('.ProseMirror')).toHaveTextContent('Paradise Island is a sandbar');
    fireEvent.click(screen.getByRole('button', { name: 'HTML' }));
    const html = await screen.findByTestId('content-html');
    expect((html as HTMLTextAreaElement).value).toContain('<p>Paradise Island is a sandbar');
    fireEvent.change(html, { target: { value: '<h2>Cayo Arena</h2><p>Arena blanca</p>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Visual' }));
    await waitFor(() => expect(document.querySelector('.ProseMirror h2')).toHaveTextContent('Cayo Arena'));
    expect(document.querySelector('.ProseMirror')).toHaveTextContent('Arena blanca');
  });

  it('POST-10 "Pegar HTML en Visual" renders pasted HTML inside the visual editor', async () => {
    await openPost();
    fireEvent.click(screen.getByRole('button', { name: 'Pegar HTML en Visual' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('HTML a pegar'), {
      target: { value: '<h3>Horario</h3><ul><li>7:00 salida</li></ul>' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Insertar' }));
    await waitFor(() => expect(document.querySelector('.ProseMirror h3')).toHaveTextContent('Horario'));
    expect(document.querySelector('.ProseMirror li')).toHaveTextContent('7:00 salida');
  });

  it('POST-11 the content editor is 800 px tall in either mode', async () => {
    const { editor } = await openPost();
    expect(declaredHeights(editor)).toEqual(['800px']);
    // The HTML field sizes itself to its text by an inline style; only an important rule beats it.
    fireEvent.click(screen.getByRole('button', { name: 'HTML' }));
    expect(declaredHeights(await screen.findByTestId('content-html'))).toContain('800px !important');
  });

  it('POST-12 the editor is bundled: no external editor script or key is loaded', async () => {
    const { editor } = await openPost();
    expect(editor).toHaveAttribute('contenteditable', 'true');
    const external = [...document.querySelectorAll('script[src], iframe[src]')].map((node) => node.getAttribute('src'));
    expect(external).toEqual([]);
  });

  it('POST-15 an image for the content goes to uploadImage and lands in the editor', async () => {
    const dataProvider = fakeDataProvider();
    const upload = vi.spyOn(
      dataProvider as DataProvider & { uploadImage(file: File): Promise<{ url: string }> },
      'uploadImage',
    );
    await openPost(dataProvider);
    fireEvent.change(screen.getByTestId('content-image-file'), { target: { files: [image()] } });
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(document.querySelector('.ProseMirror')?.innerHTML).toMatch(
        /<img[^>]+src="\/media\/uploaded-[^"]*cayo-arena\.jpg"/,
      ),
    );
  });

  it('POST-15 a failed upload shows the alert "Error uploading image", then the server\'s reason', async () => {
    const uploadImage = vi.fn().mockRejectedValue(new HttpError('The file is not an image', 400));
    await openPost(fakeDataProvider({ uploadImage }));
    fireEvent.change(screen.getByTestId('content-image-file'), { target: { files: [image()] } });
    expect(await screen.findByText('Error uploading image: The file is not an image')).toBeInTheDocument();
    expect(document.querySelector('.ProseMirror img')).toBeNull();
  });

  it('POST-14 the featured image shows a preview, uploads a new one and can be removed', async () => {
    const dataProvider = fakeDataProvider();
    const update = vi.spyOn(dataProvider, 'update');
    await openPost(dataProvider, 'posts/1');
    const zone = screen.getByTestId('image-drop-featured_image');
    expect(within(zone).getByRole('img')).toHaveAttribute('src', '/media/damajagua-falls.jpg');
    fireEvent.click(within(zone).getByRole('button', { name: /Quitar|Eliminar|Remove/ }));
    await waitFor(() => expect(within(zone).queryByRole('img')).toBeNull());
    fireEvent.change(zone.querySelector('input[type=file]') as HTMLInputElement, {
      target: { files: [image('portada.png', 'image/png')] },
    });
    await waitFor(() => expect(within(zone).getByRole('img').getAttribute('src')).toMatch(/portada\.png$/));
    fireEvent.click(within(zone).getByRole('button', { name: /Quitar|Eliminar|Remove/ }));
    await waitFor(() => expect(within(zone).queryByRole('img')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0][1].data).toMatchObject({ featured_image: '' });
  });

  it(
    'STAFF POST-10 content the visual editor cannot show (table, div, inline style) opens in HTML with a note ' +
      'and is saved whole',
    async () => {
      const dataProvider = fakeDataProvider();
      const rich =
        '<table><tr><td style="font-size: 18px">7:00</td><td>Salida</td></tr></table><div ' +
        'class="nota"><p>Traer protector solar</p></div>';
      const { data: post } = await dataProvider.getOne('posts', { id: 5 });
      await dataProvider.update('posts', { id: 5, data: { content: rich }, previousData: post });
      const update = vi.spyOn(dataProvider, 'update');
      renderApp('owner', { path: 'posts/5', dataProvider });
      const html = await screen.findByTestId('content-html');
      expect((html as HTMLTextAreaElement).value).toBe(rich);
      expect(screen.getByText(/el editor visual no puede mostrar/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Visual' })).toBeDisabled();
      fireEvent.change(html, { target: { value: `${rich}<p>Nuevo</p>` } });
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
      expect(update.mock.calls[0][1].data.content).toBe(`${rich}<p>Nuevo</p>`);
    },
  );
});
