import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyNamed } from '../../src/custom/lazy/lazyNamed.ts';

const Page = ({ title }: { title: string }) => <p>{title}</p>;

function renderUnderSuspense(Lazy: ComponentType<{ title: string }>) {
  render(
    <Suspense fallback={<p>loading</p>}>
      <Lazy title="the page" />
    </Suspense>,
  );
}

describe('lazyNamed', () => {
  it('suspends until the module has loaded', async () => {
    const Lazy = lazyNamed(async () => ({ Page }), 'Page');
    renderUnderSuspense(Lazy);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('the page')).toBeInTheDocument();
  });

  it('renders a preloaded module at once, without a fallback (React delays content that replaces one)', async () => {
    let loads = 0;
    const Lazy = lazyNamed(async () => {
      loads += 1;
      return { Page };
    }, 'Page');
    void Lazy.preload();
    await Lazy.preload(); // settles once the module has loaded
    renderUnderSuspense(Lazy);
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(loads).toBe(1);
  });

  it('reports a failed load when rendering, not when preloading', async () => {
    const Lazy = lazyNamed<'Page', { title: string }>(() => Promise.reject(new Error('chunk missing')), 'Page');
    await expect(Lazy.preload()).resolves.toBeUndefined();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let caught: unknown;
    class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      componentDidCatch(error: unknown) {
        caught = error;
      }
      render() {
        return this.state.failed ? <p>failed</p> : this.props.children;
      }
    }
    render(
      <Boundary>
        <Suspense fallback={<p>loading</p>}>
          <Lazy title="the page" />
        </Suspense>
      </Boundary>,
    );
    expect(await screen.findByText('failed')).toBeInTheDocument();
    expect(caught).toEqual(new Error('chunk missing'));
  });
});
