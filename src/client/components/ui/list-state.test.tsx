// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ListState, type ListQuery } from './list-state';

const loading: ListQuery = { isPending: true, error: null };
const loaded: ListQuery = { isPending: false, error: null };
const failed = (refetch?: () => unknown): ListQuery => ({
  isPending: false,
  error: new Error('The server is away.'),
  refetch,
});

describe('ListState', () => {
  it('says the list is loading, in a status', () => {
    render(
      <ListState query={loading} isEmpty={false} empty="No rows.">
        <p>Rows</p>
      </ListState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('Rows')).toBeNull();
  });

  it('shows a skeleton of the list’s own while it loads', () => {
    render(
      <ListState
        query={loading}
        compact
        loading="Loading the rows..."
        skeleton={<div role="status">Room kept</div>}
      >
        <p>Rows</p>
      </ListState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Room kept');
    expect(screen.queryByText('Loading the rows...')).toBeNull();
  });

  it('says a dashboard list failed, with its message', () => {
    render(
      <ListState query={failed()} isEmpty={false} empty="No rows.">
        <p>Rows</p>
      </ListState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The server is away. Please try again.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers Try again, which asks the query again', async () => {
    const refetch = vi.fn();
    render(
      <ListState
        query={failed(refetch)}
        compact
        errorTitle="The rows could not be loaded."
        retry
        empty="No rows."
      >
        <p>Rows</p>
      </ListState>,
    );
    // The error box is fetched the first time a list fails.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The rows could not be loaded.');
    expect(alert).toHaveTextContent('The server is away.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('frames the error of a grid, with Try again', async () => {
    const refetch = vi.fn();
    render(
      <ListState
        query={{ isPending: false, error: 'not an Error', refetch }}
        errorStyle="box"
        errorFallback="The videos could not be loaded."
        retry
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The videos could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('says an empty list is empty, or shows its own empty view', () => {
    const { rerender } = render(
      <ListState query={loaded} isEmpty empty="No rows yet.">
        <p>Rows</p>
      </ListState>,
    );
    expect(screen.getByText('No rows yet.')).toBeInTheDocument();
    expect(screen.queryByText('Rows')).toBeNull();
    rerender(
      <ListState query={loaded} isEmpty empty="No rows yet." emptyView={<h3>Nothing here</h3>}>
        <p>Rows</p>
      </ListState>,
    );
    expect(screen.getByRole('heading', { name: 'Nothing here' })).toBeInTheDocument();
    expect(screen.queryByText('No rows yet.')).toBeNull();
  });

  it('says only whether a list without a query of its own is empty', () => {
    const { rerender } = render(
      <ListState isEmpty compact empty="No rows yet.">
        <p>Rows</p>
      </ListState>,
    );
    expect(screen.getByText('No rows yet.')).toHaveClass('text-muted-foreground', 'text-sm');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText('Rows')).toBeNull();
    rerender(
      <ListState isEmpty={false} compact empty="No rows yet.">
        <p>Rows</p>
      </ListState>,
    );
    expect(screen.getByText('Rows')).toBeInTheDocument();
    expect(screen.queryByText('No rows yet.')).toBeNull();
  });

  it('shows the list once it has items', () => {
    render(
      <ListState query={loaded} isEmpty={false} empty="No rows.">
        <p>Rows</p>
      </ListState>,
    );
    expect(screen.getByText('Rows')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
