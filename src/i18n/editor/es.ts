/**
 * The Visual editor's tools (posts and pages): react-admin's rich-text toolbar names its buttons with `ra.tiptap.*`
 * keys that no Spanish package translates, so without these the Spanish editor said 'Bold', 'Italic'. `ep.tableTools`
 * names the row, column and table tools the editor shows in a table.
 */
export const es = {
  ra: {
    tiptap: {
      align_left: 'Alinear a la izquierda',
      align_right: 'Alinear a la derecha',
      align_center: 'Centrar',
      align_justify: 'Justificar',
      blockquote: 'Cita',
      bold: 'Negrita',
      italic: 'Cursiva',
      underline: 'Subrayado',
      strike: 'Tachado',
      code: 'Código',
      color: 'Color',
      highlight: 'Resaltado',
      clear_format: 'Quitar formato',
      link: 'Añadir un enlace',
      list_bulleted: 'Lista con viñetas',
      list_numbered: 'Lista numerada',
      image: 'Imagen',
      image_dialog: 'URL de la imagen',
      select_level: 'Elegir el nivel',
      current_level: 'Nivel actual',
      paragraph: 'Normal',
      heading1: 'Título 1',
      heading2: 'Título 2',
      heading3: 'Título 3',
      heading4: 'Título 4',
      heading5: 'Título 5',
      heading6: 'Título 6',
    },
  },
  ep: {
    tableTools: {
      addRowBefore: 'Añadir fila encima',
      addRowAfter: 'Añadir fila debajo',
      addColumnBefore: 'Añadir columna a la izquierda',
      addColumnAfter: 'Añadir columna a la derecha',
      deleteRow: 'Eliminar fila',
      deleteColumn: 'Eliminar columna',
      deleteTable: 'Eliminar tabla',
    },
  },
};
