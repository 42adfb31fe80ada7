import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderApp } from '../renderApp';

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the Pricing tab with children (issue 39)', () => {
  it(
    'BOOKING the quote table shows each party as adults and as one adult with children, who never ' + 'cost more',
    async () => {
      renderApp('owner', { path: 'tours/new' });
      fireEvent.click(await screen.findByRole('tab', { name: 'Pricing' }));
      type(/^Base Price/, '140');
      type(/^Precio extra por persona/, '15');
      type(/^Precio por niño/, '70');
      const table = screen.getByTestId('tour-quote');
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Personas', 'Adultos', '1 adulto + niños']);
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(12);
      const cells = (index: number) => [...rows[index].children].map((cell) => cell.textContent);
      // Paradise Island: 1 adult + 3 children is the base's $140, not $350; 6 people pay 2 × $15 above it.
      expect(cells(3)).toEqual(['4', '$140.00', '$140.00']);
      expect(cells(5)).toEqual(['6', '$170.00', '$170.00']);
      expect(screen.getByTestId('tour-quote-child')).toHaveTextContent(
        'Cada niño por encima de 4 personas paga $15.00',
      );
      // A child price below the extra price is what each child above the base pays.
      type(/^Precio por niño/, '10');
      expect(cells(5)).toEqual(['6', '$170.00', '$160.00']);
      expect(screen.getByTestId('tour-quote-child')).toHaveTextContent('paga $10.00');
    },
  );
});
