import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';

afterEach(() => localStorage.clear());

const rows = () => screen.getAllByRole('row').slice(1);
const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr') as HTMLElement;

describe('posts list', () => {
  it('POST-01 POST-05 lists posts at posts, each row with Edit and Delete', async () => {
    renderApp('owner', { path: 'posts' });
    const row = await rowOf('Paradise Island: a day on Cayo Arena');
    expect(within(row).getByText('paradise-island-a-day-on-cayo-arena')).toBeInTheDocument();
    expect(within(row).getByText('Publicado')).toBeInTheDocument();
    expect(await within(row).findByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/ep-control\/dueno\/posts\/5$/),
    );
    expect(within(row).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('POST-03 POST-04 shows 10 a page, "Showing x to y of n posts", Previous, page numbers and Next', async () => {
    renderApp('owner', { path: 'posts' });
    expect(await screen.findByText('Showing 1 to 10 of 12 posts')).toBeInTheDocument();
    expect(rows()).toHaveLength(10);
    const pagination = screen.getByRole('navigation', { name: 'Paginación' });
    expect(within(pagination).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(pagination).getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(within(pagination).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 11 to 12 of 12 posts')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(within(pagination).getByRole('button', { name: 'Next' })).toBeDisabled();
    fireEvent.click(within(pagination).getByRole('button', { name: '1' }));
    expect(await screen.findByText('Showing 1 to 10 of 12 posts')).toBeInTheDocument();
  });

  it('POST-02 searches by title or slug', async () => {
    renderApp('owner', { path: 'posts' });
    await screen.findByText('Showing 1 to 10 of 12 posts');
    const search = screen.getByPlaceholderText('Buscar por título o slug');
    fireEvent.change(search, { target: { value: 'Cayo Arena' } });
    expect(await screen.findByText('Showing 1 to 1 of 1 posts')).toBeInTheDocument();
    expect(screen.getByText('Paradise Island: a day on Cayo Arena')).toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'back-on-time' } });
    expect(await screen.findByText('Amber Cove shore excursions that get you back on time')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it('POST-06 says "No posts found" when there are none, and when a search finds none', async () => {
    const view = renderApp('owner', { path: 'posts', dataProvider: fakeDataProvider({}, { posts: [] }) });
    expect(await screen.findByText('No posts found')).toBeInTheDocument();
    view.unmount();
    renderApp('owner', { path: 'posts' });
    await screen.findByText('Showing 1 to 10 of 12 posts');
    fireEvent.change(screen.getByPlaceholderText('Buscar por título o slug'), { target: { value: 'zzzz-nada' } });
    expect(await screen.findByText('No posts found')).toBeInTheDocument();
  });

  it('POST-17 Delete asks "Are you sure you want to delete this post?" before deleting', async () => {
    const dataProvider = fakeDataProvider();
    const del = vi.spyOn(dataProvider, 'delete');
    renderApp('owner', { path: 'posts', dataProvider });
    const row = await rowOf('Paradise Island: a day on Cayo Arena');
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Are you sure you want to delete this post?')).toBeInTheDocument();
    expect(del).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(del).toHaveBeenCalledWith('posts', expect.objectContaining({ id: 5 })));
    await waitFor(() => expect(screen.queryByText('Paradise Island: a day on Cayo Arena')).toBeNull());
  });

  it('POST-35 a failed delete shows "Error deleting post" and keeps the row', async () => {
    const del = vi.fn().mockRejectedValue(new HttpError('boom', 500));
    renderApp('owner', { path: 'posts', dataProvider: fakeDataProvider({ delete: del }) });
    const row = await rowOf('Paradise Island: a day on Cayo Arena');
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: /confirm/i }));
    expect(await screen.findByText('Error deleting post')).toBeInTheDocument();
    expect(screen.getByText('Paradise Island: a day on Cayo Arena')).toBeInTheDocument();
  });

  it('POST-32 a failed list load shows "Error loading posts"', async () => {
    const getList = vi.fn().mockRejectedValue(new HttpError('boom', 500));
    renderApp('owner', { path: 'posts', dataProvider: fakeDataProvider({ getList }) });
    expect(await screen.findByText('Error loading posts')).toBeInTheDocument();
    expect(screen.queryByText('boom')).toBeNull();
  });

  it('POST-01 the secretary opens posts too, at secretaria/posts', async () => {
    renderApp('secretary', { path: 'posts' });
    expect(await screen.findByText('Showing 1 to 10 of 12 posts')).toBeInTheDocument();
  });
});
