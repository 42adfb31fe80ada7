import { describe, expect, it, vi } from 'vitest';
import { Suspense, useState, type ReactNode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { chunk, lazyView } from '../../../src/admin/components/lazyView';

const rendered = vi.fn();
const Screen = ({ label = 'the screen' }: { label?: string }) => {
  rendered();
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>{`${label} ${count}`}</button>;
};

/** A parent that renders again on demand, as react-admin's routes do while it registers the resources. */
function Routes({ children }: { children: ReactNode }) {
  const [, setPass] = useState(0);
  return (
    <Suspense fallback={<p>loading</p>}>
      <button onClick={() => setPass((pass) => pass + 1)}>render the routes again</button>
      {children}
    </Suspense>
  );
}

describe('SPEED a lazy screen', () => {
  it('SPEED whose chunk has arrived shows with its first render, with no loading fallback in between', async () => {
    const arrived = chunk(async () => ({ Screen }));
    await arrived.load();
    const View = lazyView(arrived, 'Screen');
    render(
      <Suspense fallback={<p>loading</p>}>
        <View />
      </Suspense>,
    );
    // Synchronously after the first render: a suspended screen would show the fallback here.
    expect(screen.getByRole('button', { name: 'the screen 0' })).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it(
    'SPEED whose chunk has not arrived shows the fallback, then the screen; the chunk is fetched once for ' +
      'every view of it',
    async () => {
      let imports = 0;
      const later = chunk(async () => {
        imports += 1;
        return { Screen };
      });
      const View = lazyView(later, 'Screen');
      render(
        <Suspense fallback={<p>loading</p>}>
          <View />
        </Suspense>,
      );
      expect(screen.getByText('loading')).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'the screen 0' })).toBeInTheDocument();
      await later.load();
      expect(imports).toBe(1);
    },
  );

  it('SPEED does not render again when the routes above it do, and keeps its state', async () => {
    const arrived = chunk(async () => ({ Screen }));
    await arrived.load();
    const View = lazyView(arrived, 'Screen');
    render(
      <Routes>
        <View />
      </Routes>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'the screen 0' }));
    rendered.mockClear();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'render the routes again' })));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'render the routes again' })));
    expect(rendered).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'the screen 1' })).toBeInTheDocument();
  });
});
