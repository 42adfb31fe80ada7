import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PublicLayout } from '../../../src/admin/screens/public/PublicLayout';

afterEach(() => vi.unstubAllGlobals());

describe('public pages of the app', () => {
  it("PUBLIC the header names the business by the site settings' site name, not a name of its own", async () => {
    const fetch = vi.fn((path: string) =>
      Promise.resolve(
        new Response(JSON.stringify(path === '/api/header-settings' ? { siteName: 'Casa Ámbar Tours' } : {}), {
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    render(
      <PublicLayout title="FAQ">
        <p>content</p>
      </PublicLayout>,
    );
    expect(await screen.findByText('Casa Ámbar Tours')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/header-settings', expect.anything());
    expect(screen.queryByText(/Taxi & Tours/)).not.toBeInTheDocument();
  });
});
